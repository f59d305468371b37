import { Link, useRouter } from '@tanstack/react-router';
import { Formik } from 'formik';
import { FormCard } from '@/components/form/form-card';
import { TextField } from '@/components/form/text-field';
import { BusyButton } from '@/components/ui/busy-button';
import buttons from '@/components/ui/button.module.css';
import { errorMessage } from '@/lib/api/error-message';
import { useSingleFlight } from '@/lib/single-flight';
import { notify } from '@/lib/toast/notify';
import { registerSchema } from '@contract/validation';
import { useRegisterMutation } from '@/features/account/api/account-api';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '', address: '' };

export function RegisterPage({ returnUrl }: { returnUrl?: string }) {
  const [register] = useRegisterMutation();
  const router = useRouter();
  const submit = useSingleFlight(async (values: typeof EMPTY) => {
    try {
      const user = await register(registerSchema.cast(values)).unwrap();
      notify.success('Registration Successful', `Welcome to FoodStore ${user.email}!`, {
        action: 'register',
      });
      router.history.push(returnUrl ?? '/');
    } catch (error) {
      notify.error('Registration Failed', errorMessage(error), { action: 'register' });
    }
  });
  return (
    <Formik initialValues={EMPTY} validationSchema={registerSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <FormCard
          title="Register"
          footer={
            <>
              Already have an account?{' '}
              <Link to="/login" search={returnUrl ? { returnUrl } : {}}>
                Login Here
              </Link>
            </>
          }
        >
          <TextField name="name" label="Name" autoComplete="name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="password" label="Password" type="password" autoComplete="new-password" />
          <TextField
            name="confirmPassword"
            label="Confirm Password"
            type="password"
            autoComplete="new-password"
          />
          <TextField name="address" label="Address" autoComplete="street-address" />
          <BusyButton type="submit" className={buttons.button} busy={isSubmitting}>
            Register
          </BusyButton>
        </FormCard>
      )}
    </Formik>
  );
}
