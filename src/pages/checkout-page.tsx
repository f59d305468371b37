import { Link, useNavigate } from '@tanstack/react-router';
import { Formik } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { FormCard } from '@/components/form/form-card';
import forms from '@/components/form/form.module.css';
import { TextField } from '@/components/form/text-field';
import { LocationPicker } from '@/components/map/location-picker';
import { BusyButton } from '@/components/ui/busy-button';
import buttons from '@/components/ui/button.module.css';
import { EmptyState } from '@/components/ui/empty-state';
import { errorMessage } from '@/lib/api/error-message';
import { useSingleFlight } from '@/lib/single-flight';
import { notify } from '@/lib/toast/notify';
import type { Cart, LatLng, User } from '@contract/types';
import { deliverySchema } from '@contract/validation';
import { useCreateOrderMutation } from '@/features/orders/api/orders-api';
import type { OrderFormDraft } from '@/features/orders/order-form-draft';
import { OrderItemsTable } from '@/features/orders/components/order-items-table';
import styles from '@/features/orders/components/orders.module.css';

const warnInvalid = () => notify.error('Invalid inputs', 'Please fill in the form', { action: 'order' });

/** Beside the map once a submit found no pin; the 'Location' toast stays too (docs/product.md §8). */
const MISSING_PIN = 'Choose your location on the map';

/** Said when /payment found no order to pay and sent the shopper here (docs/product.md §4). */
const NO_PENDING_ORDER = 'You have no order awaiting payment.';

/** Said when /payment could not load the order (docs/product.md, decision 14). */
const ORDER_NOT_LOADED = 'Your order could not be loaded.';

/** Why /payment sent the shopper back here (docs/product.md §4). */
export type CheckoutReturn =
  { reason: 'no-pending-order' } | { reason: 'order-not-loaded'; message?: string };

/** What the page says first about why the shopper is back here. */
function returnNote(returned: CheckoutReturn | undefined): string {
  if (!returned) return '';
  if (returned.reason === 'no-pending-order') return `${NO_PENDING_ORDER} `;
  return `${ORDER_NOT_LOADED} ${returned.message ? `${returned.message} ` : ''}`;
}

interface CheckoutPageProps {
  /** What is ordered, priced from the menu (Decision 13, docs/product.md). */
  cart: Cart;
  user: User;
  /** By dish id, what the shopper should know about a line, e.g. that its price changed. */
  notices?: ReadonlyMap<string, string | undefined>;
  /** Above the form: e.g. that the prices could not be confirmed, with a retry. */
  banner?: ReactNode;
  /** The shopper came back from /payment, which could not show a pending order. */
  returned?: CheckoutReturn;
  /** The form as the shopper last sent it, when they come back to it. */
  draft?: OrderFormDraft;
}

/**
 * docs/product.md §2 'Order Form': delivery name and address (prefilled from the user, or as last
 * sent), the items, and a map pin.
 */
export function CheckoutPage({ cart, user, notices, banner, returned, draft }: CheckoutPageProps) {
  const [location, setLocation] = useState<LatLng | null>(draft?.addressLatLng ?? null);
  const [createOrder] = useCreateOrderMutation();
  const navigate = useNavigate();
  const submit = useSingleFlight(async (values: { name: string; address: string }) => {
    if (!location) {
      notify.error('Location', 'Please select your address on the map', { action: 'order' });
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
      notify.dismissFailures('order');
      // The form goes along, so that /payment can hand it back if it cannot show the order.
      await navigate({ to: '/payment', state: { orderForm: { ...delivery, addressLatLng: location } } });
    } catch (error) {
      notify.error('Cart', errorMessage(error), { action: 'order' });
    }
  });
  if (cart.items.length === 0) {
    return (
      <EmptyState headingLevel={1} title="Your cart is empty" action={<Link to="/">Go to Homepage</Link>}>
        {returnNote(returned)}Add a dish or two before checking out.
      </EmptyState>
    );
  }
  return (
    <Formik
      initialValues={{ name: draft?.name ?? user.name, address: draft?.address ?? user.address }}
      validationSchema={deliverySchema}
      onSubmit={submit}
    >
      {({ isSubmitting, submitCount }) => (
        <FormCard title="Order Form" wide onInvalidSubmit={warnInvalid}>
          {returned?.reason === 'no-pending-order' && (
            <p className={styles.note}>{NO_PENDING_ORDER} Fill in the form below to place one.</p>
          )}
          {returned?.reason === 'order-not-loaded' && (
            <p className={styles.note}>
              {returnNote(returned)}Go to Payment places it again and replaces the earlier one, so nothing is
              ordered twice.
            </p>
          )}
          {banner}
          <div className={styles.columns}>
            <div className={forms.form}>
              <TextField name="name" label="Name" autoComplete="name" />
              <TextField name="address" label="Address" autoComplete="street-address" />
              <OrderItemsTable items={cart.items} totalPrice={cart.totalPrice} notices={notices} />
            </div>
            <div className={forms.form}>
              <LocationPicker
                value={location}
                onChange={setLocation}
                error={submitCount > 0 && !location ? MISSING_PIN : undefined}
              />
              <BusyButton type="submit" className={buttons.button} busy={isSubmitting}>
                Go to Payment
              </BusyButton>
            </div>
          </div>
        </FormCard>
      )}
    </Formik>
  );
}
