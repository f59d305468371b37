import type { CartItem } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import styles from './orders.module.css';

/** The items of a cart or an order: dish, quantity, unit price, line price, and the total. */
export function OrderItemsTable({ items, totalPrice }: { items: CartItem[]; totalPrice: number }) {
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
        {items.map((item) => (
          <tr key={item.food.id}>
            <th scope="row">
              <span className={styles.dish}>
                <img src={item.food.imageUrl} alt="" width={48} height={36} loading="lazy" />
                {item.food.name}
              </span>
            </th>
            <td>{item.quantity}</td>
            <td>{formatPrice(item.food.price)}</td>
            <td>{formatPrice(item.price)}</td>
          </tr>
        ))}
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
