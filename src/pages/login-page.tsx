import { Link, useRouter } from '@tanstack/react-router';
import { Formik } from 'formik';
import { FormCard } from '@/components/form/form-card';
import { TextField } from '@/components/form/text-field';
import { BusyButton } from '@/components/ui/busy-button';
import buttons from '@/components/ui/button.module.css';
import { useSingleFlight } from '@/lib/single-flight';
import { loginSchema } from '@contract/validation';
import { useLogin } from '@/features/account/use-login';

/** `returnUrl` is already checked to be a same-origin path by the route. */
export function LoginPage({ returnUrl }: { returnUrl?: string }) {
  const logIn = useLogin();
  const router = useRouter();
  const submit = useSingleFlight(async (values: { email: string; password: string }) => {
    if (await logIn(values)) router.history.push(returnUrl ?? '/');
  });
  return (
    <Formik initialValues={{ email: '', password: '' }} validationSchema={loginSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <FormCard
          title="Login"
          footer={
            <>
              New to Food Store?{' '}
              <Link to="/register" search={returnUrl ? { returnUrl } : {}}>
                Register Here
              </Link>
            </>
          }
        >
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="password" label="Password" type="password" autoComplete="current-password" />
          <BusyButton type="submit" className={buttons.button} busy={isSubmitting}>
            Login
          </BusyButton>
        </FormCard>
      )}
    </Formik>
  );
}
