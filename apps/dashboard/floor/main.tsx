// The floor: the smallest login page this stack can build (React, react-dom, react-router,
// react-intl with precompiled messages, react-aria-components' Form, TextField and Button,
// Stitches), built by the dashboard's Vite config. `pnpm bench:bundle` compares every route's
// initial JavaScript with this page's. It is measured, never served.
import { styled } from '@meridian/ui/theme';
import { StrictMode } from 'react';
import { Button, Form, Input, Label, TextField } from 'react-aria-components';
import { createRoot } from 'react-dom/client';
import { IntlProvider, useIntl, type MessageFormatElement } from 'react-intl';
import { createBrowserRouter, RouterProvider } from 'react-router';

/** The page's messages, precompiled as the dashboard's catalogs are in a build. */
const messages: Record<string, MessageFormatElement[]> = {
  'floor.heading': [{ type: 0, value: 'Log in' }],
  'floor.email': [{ type: 0, value: 'E-mail' }],
  'floor.password': [{ type: 0, value: 'Password' }],
  'floor.submit': [{ type: 0, value: 'Log in' }],
};

const Page = styled('main', { display: 'grid', gap: '$4', maxWidth: '24rem', margin: '0 auto', padding: '$6' });
const Field = styled(TextField, { display: 'grid', gap: '$1' });
const Submit = styled(Button, { padding: '$2 $4', borderRadius: '$2', background: '$accentSolid', color: '$onAccent' });

function Login() {
  const intl = useIntl();
  return (
    <Page>
      <h1>{intl.formatMessage({ id: 'floor.heading' })}</h1>
      <Form onSubmit={(event) => event.preventDefault()}>
        <Field name="email" type="email" isRequired>
          <Label>{intl.formatMessage({ id: 'floor.email' })}</Label>
          <Input />
        </Field>
        <Field name="password" type="password" isRequired>
          <Label>{intl.formatMessage({ id: 'floor.password' })}</Label>
          <Input />
        </Field>
        <Submit type="submit">{intl.formatMessage({ id: 'floor.submit' })}</Submit>
      </Form>
    </Page>
  );
}

const router = createBrowserRouter([{ path: '*', Component: Login }]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <IntlProvider locale="en" messages={messages} defaultLocale="en">
      <RouterProvider router={router} />
    </IntlProvider>
  </StrictMode>,
);
