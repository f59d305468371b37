import { Link } from '@tanstack/react-router';
import { CART_QUANTITIES } from '@contract/rules';
import type { CartItem } from '@contract/types';
import { formatPrice } from '@/utils/format-price';
import styles from './cart-page.module.css';

interface CartLineProps {
  item: CartItem;
  onQuantityChange: (foodId: string, quantity: number) => void;
  onRemove: (foodId: string) => void;
}

export function CartLine({ item, onQuantityChange, onRemove }: CartLineProps) {
  const { food } = item;
  const selectId = `quantity-${food.id}`;
  return (
    <li className={styles.line}>
      <img
        className={styles.image}
        src={food.imageUrl}
        alt={food.name}
        width={96}
        height={72}
        loading="lazy"
      />
      <Link to="/food/$id" params={{ id: food.id }} className={styles.name}>
        {food.name}
      </Link>
      <div className={styles.quantity}>
        <label htmlFor={selectId} className="visually-hidden">
          Quantity of {food.name}
        </label>
        <select
          id={selectId}
          value={item.quantity}
          onChange={(event) => onQuantityChange(food.id, Number(event.target.value))}
        >
          {CART_QUANTITIES.map((quantity) => (
            <option key={quantity} value={quantity}>
              {quantity}
            </option>
          ))}
        </select>
      </div>
      <span className={styles.price}>{formatPrice(item.price)}</span>
      <button
        type="button"
        className={styles.remove}
        aria-label={`Remove ${food.name}`}
        onClick={() => onRemove(food.id)}
      >
        Remove
      </button>
    </li>
  );
}
