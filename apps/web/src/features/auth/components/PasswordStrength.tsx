import { Progress, Text } from '@mantine/core';
import { newPassword } from '@matchday/shared';

/** Strength feedback: length and variety, and the policy's own message when it would refuse. */
export function passwordScore(password: string) {
  if (!password) return 0;
  let score = Math.min([...password].length, 16) * 4;
  for (const re of [/[a-z]/, /[A-Z]/, /\d/, /[^\w\s]/, /\s/]) if (re.test(password)) score += 8;
  return Math.min(score, 100);
}

/** `withMessage` false: the bar only (the form shows the policy's message itself). */
export function PasswordStrength({
  password,
  withMessage = true,
}: {
  password: string;
  withMessage?: boolean;
}) {
  if (!password) return null;
  const check = newPassword.safeParse(password);
  const score = check.success ? passwordScore(password) : Math.min(passwordScore(password), 30);
  const color = score < 50 ? 'red' : score < 80 ? 'yellow' : 'teal';
  const label = !check.success
    ? check.error.issues[0]?.message
    : score < 80
      ? 'Fair password'
      : 'Strong password';
  return (
    <div aria-live="polite">
      <Progress value={score} color={color} size="sm" aria-label="Password strength" />
      {(withMessage || check.success) && (
        <Text size="xs" c={check.success ? 'dimmed' : 'red'} mt={4} data-testid="password-strength">
          {label}
        </Text>
      )}
    </div>
  );
}
