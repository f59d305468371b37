import { Link, useRouter } from '@tanstack/react-router';
import { Formik } from 'formik';
import { FormCard } from '@/components/form/form-card';
import { TextField } from '@/components/form/text-field';
import buttons from '@/components/ui/button.module.css';
import { errorMessage } from '@/lib/api/error-message';
import { useSingleFlight } from '@/lib/single-flight';
import { notify } from '@/lib/toast/notify';
import { loginSchema } from '@contract/validation';
import { useLoginMutation } from '../api/account-api';

/** `returnUrl` is already checked to be a same-origin path by the route. */
export function LoginPage({ returnUrl }: { returnUrl?: string }) {
  const [login] = useLoginMutation();
  const router = useRouter();
  const submit = useSingleFlight(async (values: { email: string; password: string }) => {
    try {
      const user = await login(loginSchema.cast(values)).unwrap();
      notify.success('Login Successful', `Welcome to FoodStore ${user.email}!`);
      router.history.push(returnUrl ?? '/');
    } catch (error) {
      notify.error('Login Failed', errorMessage(error));
    }
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
          <button type="submit" className={buttons.button} disabled={isSubmitting}>
            Login
          </button>
        </FormCard>
      )}
    </Formik>
  );
}
