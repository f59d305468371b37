import { DishImage } from '@/components/ui/dish-image';
import { LineChoices } from '@/components/ui/line-choices';
import { lineIdentity, unitPrice } from '@contract/order-line';
import type { CartItem } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import styles from './orders.module.css';

interface OrderItemsTableProps {
  items: CartItem[];
  totalPrice: number;
  /** By line (`lineIdentity`), what the shopper should know about it, e.g. that its price changed. */
  notices?: ReadonlyMap<string, string | undefined>;
}

/**
 * The items of a cart or an order: dish with its choices and note, quantity, unit price (the dish's
 * with its choices'), line price, and the total.
 */
export function OrderItemsTable({ items, totalPrice, notices }: OrderItemsTableProps) {
  return (
    <table className={styles.items}>
      <caption className="visually-hidden">Order items</caption>
      <thead>
        <tr>
          <th scope="col">Dish</th>
          <th scope="col">Quantity</th>
          <th scope="col">Unit price</th>
          <th scope="col">Price</th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const identity = lineIdentity(item.food.id, item.options, item.note);
          const notice = notices?.get(identity);
          return (
            <tr key={identity}>
              <th scope="row">
                <span className={styles.dish}>
                  <DishImage src={item.food.imageUrl} alt="" width={48} height={36} loading="lazy" />
                  {item.food.name}
                </span>
                <LineChoices options={item.options} note={item.note} />
                {/* In the row's header, so a screen reader reads it with the dish. */}
                {notice && <span className={styles.notice}> {notice}</span>}
              </th>
              <td data-label="Quantity">{item.quantity}</td>
              <td data-label="Unit price">{formatPrice(unitPrice(item.food, item.options))}</td>
              <td data-label="Price">{formatPrice(item.price)}</td>
            </tr>
          );
        })}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={3}>
            Total
          </th>
          <td>{formatPrice(totalPrice)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
