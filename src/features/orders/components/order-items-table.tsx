import { DishImage } from '@/components/ui/dish-image';
import type { CartItem } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import styles from './orders.module.css';

interface OrderItemsTableProps {
  items: CartItem[];
  totalPrice: number;
  /** By dish id, what the shopper should know about a line, e.g. that its price changed. */
  notices?: ReadonlyMap<string, string | undefined>;
}

/** The items of a cart or an order: dish, quantity, unit price, line price, and the total. */
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
          const notice = notices?.get(item.food.id);
          return (
            <tr key={item.food.id}>
              <th scope="row">
                <span className={styles.dish}>
                  <DishImage src={item.food.imageUrl} alt="" width={48} height={36} loading="lazy" />
                  {item.food.name}
                </span>
                {/* In the row's header, so a screen reader reads it with the dish. */}
                {notice && <span className={styles.notice}> {notice}</span>}
              </th>
              <td data-label="Quantity">{item.quantity}</td>
              <td data-label="Unit price">{formatPrice(item.food.price)}</td>
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
