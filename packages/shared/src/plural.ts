/**
 * Counts in words, one rule for the web and the server's messages and mails: "1 meeting",
 * "3 meetings", "0 meetings"; `many` for irregular plurals ("1 person", "2 people").
 */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
