import { Button, Modal } from '@mantine/core';
import { useState } from 'react';
import { SignupCompanyForm } from './SignupCompanyForm.tsx';

/** "Register an organisation" for full admins: a company and its first user, who is invited. */
export function SignupCompanyButton(props: { detailPath: (id: string) => string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Register an organisation</Button>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title="Register an organisation"
        size="lg"
      >
        {open && <SignupCompanyForm detailPath={props.detailPath} onClose={() => setOpen(false)} />}
      </Modal>
    </>
  );
}
