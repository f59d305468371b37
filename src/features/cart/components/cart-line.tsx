import { Link } from '@tanstack/react-router';
import { DishImage } from '@/components/ui/dish-image';
import { CART_QUANTITIES } from '@contract/rules';
import { formatPrice } from '@/utils/format-price';
import type { ShownLine } from '../cart-view';
import styles from './cart.module.css';

interface CartLineProps {
  item: ShownLine;
  /** A line on the first screen: its picture loads at once (the page's largest paint waits on it). */
  eager?: boolean;
  onQuantityChange: (foodId: string, quantity: number) => void;
  onRemove: (foodId: string) => void;
}

/** One dish in the cart: picture, name, any notice, quantity (1–5), line price and Remove. */
export function CartLine({ item, eager = false, onQuantityChange, onRemove }: CartLineProps) {
  const { food } = item;
  const selectId = `quantity-${food.id}`;
  return (
    <li className={styles.line}>
      <DishImage
        className={styles.image}
        src={food.imageUrl}
        alt={food.name}
        width={96}
        height={72}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.dish}>
        <Link to="/food/$id" params={{ id: food.id }} className={styles.name}>
          {food.name}
        </Link>
        {/* Text in the line, so a screen reader reads it with the dish (Decision 13, docs/product.md). */}
        {item.notice && <p className={styles.notice}>{item.notice}</p>}
      </div>
      {/* A dish off the menu has no quantity to choose and no price the server would charge. */}
      {!item.offMenu && (
        <>
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
        </>
      )}
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
