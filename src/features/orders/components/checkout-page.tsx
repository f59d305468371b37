import { Link, useNavigate } from '@tanstack/react-router';
import { Formik } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { FormCard } from '@/components/form/form-card';
import forms from '@/components/form/form.module.css';
import { TextField } from '@/components/form/text-field';
import { LocationPicker } from '@/components/map/location-picker';
import buttons from '@/components/ui/button.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api/error-message';
import { useSingleFlight } from '@/lib/single-flight';
import { notify } from '@/lib/toast/notify';
import type { Cart, LatLng, User } from '@contract/types';
import { deliverySchema } from '@contract/validation';
import { useCreateOrderMutation } from '../api/orders-api';
import { OrderItemsTable } from './order-items-table';
import styles from './orders.module.css';

const warnInvalid = () => notify.error('Invalid inputs', 'Please fill in the form');

interface CheckoutPageProps {
  /** What is ordered, priced from the menu (Decision 13, docs/product.md). */
  cart: Cart;
  user: User;
  /** By dish id, what the shopper should know about a line, e.g. that its price changed. */
  notices?: ReadonlyMap<string, string | undefined>;
  /** Above the form: e.g. that the prices could not be confirmed, with a retry. */
  banner?: ReactNode;
}

/** docs/product.md §2 'Order Form': delivery name and address (prefilled), the items, and a map pin. */
export function CheckoutPage({ cart, user, notices, banner }: CheckoutPageProps) {
  const [location, setLocation] = useState<LatLng | null>(null);
  const [createOrder] = useCreateOrderMutation();
  const navigate = useNavigate();
  const submit = useSingleFlight(async (values: { name: string; address: string }) => {
    if (!location) {
      notify.error('Location', 'Please select your address on the map');
      return;
    }
    const delivery = deliverySchema.cast(values);
    try {
      await createOrder({
        items: cart.items,
        totalPrice: cart.totalPrice,
        ...delivery,
        addressLatLng: location,
      }).unwrap();
      await navigate({ to: '/payment' });
    } catch (error) {
      notify.error('Cart', errorMessage(error));
    }
  });
  if (cart.items.length === 0) {
    return (
      <EmptyState headingLevel={1} title="Your cart is empty" action={<Link to="/">Go to Homepage</Link>}>
        Add a dish or two before checking out.
      </EmptyState>
    );
  }
  return (
    <Formik
      initialValues={{ name: user.name, address: user.address }}
      validationSchema={deliverySchema}
      onSubmit={submit}
    >
      {({ isSubmitting }) => (
        <FormCard title="Order Form" wide onInvalidSubmit={warnInvalid}>
          {banner}
          <div className={styles.columns}>
            <div className={forms.form}>
              <TextField name="name" label="Name" autoComplete="name" />
              <TextField name="address" label="Address" autoComplete="street-address" />
              <OrderItemsTable items={cart.items} totalPrice={cart.totalPrice} notices={notices} />
            </div>
            <div className={forms.form}>
              <LocationPicker value={location} onChange={setLocation} />
              <button type="submit" className={buttons.button} disabled={isSubmitting}>
                Go to Payment
              </button>
            </div>
          </div>
        </FormCard>
      )}
    </Formik>
  );
}
