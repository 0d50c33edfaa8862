import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { SignupCompanyForm } from './SignupCompanyForm.tsx';
import { useT } from '../../../../lib/messages.ts';
import { cm } from '../../console-messages.ts';

/** "Register an organisation" for full admins: a company and its first user, who is invited. */
export function SignupCompanyButton(props: { detailPath: (id: string) => string }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t(cm.register)}</Button>
      <Modal opened={open} onClose={() => setOpen(false)} title={t(cm.register)} size="lg">
        {open && <SignupCompanyForm detailPath={props.detailPath} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
