import { isCountryCode } from '@meridian/contract';
import { useSignup } from '@meridian/data';
import { Signup, type SignupValues } from '@meridian/screens';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { authScreenErrors } from '../auth/auth-errors';
import { browserCountry } from '../auth/browser-country';
import { codeSentState } from '../auth/code-sent';
import { useLocale } from '../i18n/LocaleProvider';
import { pageNames, usePageTitle } from '../page-title';
import { paths } from '../paths';

/** /auth/signup: creates the account in the current language, then asks for the mailed code. */
export default function SignupRoute() {
  usePageTitle(pageNames.signup);
  const navigate = useNavigate();
  const { locale } = useLocale();
  const { trigger, isMutating, error } = useSignup();
  const [defaultValues] = useState(() => {
    const country = browserCountry(navigator.languages ?? [navigator.language]);
    return country ? { country } : undefined;
  });

  const submit = async ({ username, email, country, password, acceptTerms }: SignupValues) => {
    // The screen only offers real country codes; this narrows the type for the request.
    if (!isCountryCode(country)) return;
    try {
      await trigger({ username, email, country, password, acceptTerms, roles: [], language: locale });
    } catch {
      return; // shown by the screen through `error` / `fieldErrors`
    }
    await navigate(paths.confirmCode, { replace: true, state: codeSentState });
  };

  return (
    <Signup
      links={{ login: paths.login, terms: paths.terms, privacy: paths.privacy }}
      defaultValues={defaultValues}
      onSubmit={submit}
      status={isMutating ? 'submitting' : 'idle'}
      {...authScreenErrors('signup', error)}
    />
  );
}
