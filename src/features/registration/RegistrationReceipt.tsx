import { useEffect, useRef } from 'react';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Trans } from '@lingui/react/macro';
import { LogoutButton } from '../../components/LogoutButton';
import { serviceOffice } from '../../config';

/** What a person sees once a registration is sent: what happens next, and 'Logg ut'. */
export function RegistrationReceipt() {
  const { phone, phoneHref } = serviceOffice();
  const headingRef = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The form is gone: move focus to the news so keyboard and screen-reader users land on it.
    headingRef.current?.focus();
  }, []);
  return (
    <>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        variant="h4"
        component="h1"
        gutterBottom
        sx={{ '&:focus': { outline: 'none' } }}
      >
        <Trans>Takk! Vi har mottatt registreringen din.</Trans>
      </Typography>
      <Typography sx={{ mb: 2 }}>
        <Trans>
          Kundeservice går gjennom registreringen og oppretter en konto for deg. Vi tar kontakt på e-post
          eller telefon når kontoen er klar. Deretter kan du logge inn med BankID og komme rett inn i
          portalen.
        </Trans>
      </Typography>
      <Typography sx={{ mb: 3 }}>
        <Trans>
          Har du spørsmål i mellomtiden, ring kundeservice på <Link href={phoneHref}>{phone}</Link>.
        </Trans>
      </Typography>
      <LogoutButton variant="contained" />
    </>
  );
}
