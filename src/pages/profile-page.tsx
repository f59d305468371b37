import { useRouter } from '@tanstack/react-router';
import { Formik } from 'formik';
import { useState } from 'react';
import { useAppSelector } from '@/store/hooks';
import { FormCard } from '@/components/form/form-card';
import forms from '@/components/form/form.module.css';
import { TextField } from '@/components/form/text-field';
import { BusyButton } from '@/components/ui/busy-button';
import buttons from '@/components/ui/button.module.css';
import { errorMessage } from '@/lib/api/error-message';
import { useSingleFlight } from '@/lib/single-flight';
import { notify } from '@/lib/toast/notify';
import type { User } from '@contract/types';
import { profileSchema } from '@contract/validation';
import { useUpdateUserMutation } from '@/features/account/api/account-api';
import { selectUser } from '@/features/account/user-slice';
import { Avatar } from '@/features/account/components/avatar';
import styles from '@/features/account/components/account.module.css';

function ProfileDetails({ user, onEdit }: { user: User; onEdit: () => void }) {
  const fields = [
    ['Name', user.name],
    ['Email', user.email],
    ['Address', user.address],
  ] as const;
  return (
    <section className={forms.card} aria-labelledby="profile-title">
      <h1 id="profile-title" className={forms.title}>
        Profile
      </h1>
      <div className={forms.form}>
        {fields.map(([label, value]) => (
          <div key={label} className={forms.field}>
            <label htmlFor={`profile-${label}`} className={forms.label}>
              {label}
            </label>
            <input id={`profile-${label}`} className={forms.input} value={value} disabled readOnly />
          </div>
        ))}
        <div className={forms.actions}>
          <button type="button" className={buttons.button} onClick={onEdit}>
            Edit
          </button>
        </div>
      </div>
    </section>
  );
}

function ProfileForm({ user, onDone, returnUrl }: { user: User; onDone: () => void; returnUrl?: string }) {
  const [updateUser] = useUpdateUserMutation();
  const router = useRouter();
  const submit = useSingleFlight(async (values: { name: string; email: string; address: string }) => {
    try {
      const updated = await updateUser({ id: user.id, ...profileSchema.cast(values) }).unwrap();
      notify.success('Update Successful', `Welcome to FoodStore ${updated.email}!`, { action: 'profile' });
      onDone();
      if (returnUrl) router.history.push(returnUrl);
    } catch (error) {
      notify.error('Update Failed', errorMessage(error), { action: 'profile' });
    }
  });
  return (
    <Formik
      initialValues={{ name: user.name, email: user.email, address: user.address }}
      validationSchema={profileSchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <FormCard title="Update Details">
          <TextField name="name" label="Name" autoComplete="name" />
          <TextField name="email" label="Email" type="email" autoComplete="email" />
          <TextField name="address" label="Address" autoComplete="street-address" />
          <div className={forms.actions}>
            <BusyButton type="submit" className={buttons.button} busy={isSubmitting}>
              Update
            </BusyButton>
            <button type="button" className={`${buttons.button} ${buttons.secondary}`} onClick={onDone}>
              Cancel
            </button>
          </div>
        </FormCard>
      )}
    </Formik>
  );
}

/** docs/product.md §2: read mode with disabled fields and Edit; edit mode 'Update Details' with Update and Cancel. */
export function ProfilePage({ returnUrl }: { returnUrl?: string }) {
  const user = useAppSelector(selectUser);
  const [editing, setEditing] = useState(false);
  return (
    <div className={styles.page}>
      <Avatar name={user.name || user.email} />
      {editing ? (
        <ProfileForm user={user} returnUrl={returnUrl} onDone={() => setEditing(false)} />
      ) : (
        <ProfileDetails user={user} onEdit={() => setEditing(true)} />
      )}
    </div>
  );
}
