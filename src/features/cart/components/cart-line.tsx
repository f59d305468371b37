import { Link } from '@tanstack/react-router';
import { DishImage } from '@/components/ui/dish-image';
import { CART_QUANTITIES } from '@contract/rules';
import { formatPrice } from '@/utils/format-price';
import { unitPrice } from '@contract/order-line';
import { LineChoices } from '@/components/ui/line-choices';
import type { ShownLine } from '../cart-view';
import styles from './cart.module.css';

interface CartLineProps {
  item: ShownLine;
  /** A line on the first screen: its picture loads at once (the page's largest paint waits on it). */
  eager?: boolean;
  onQuantityChange: (key: string, quantity: number) => void;
  onRemove: (key: string) => void;
}

/**
 * One line of the cart: picture, name, its choices and note, any notice, the unit price with the
 * choices, quantity (1–5), line price, Edit and Remove. Two lines of one dish are told apart by
 * their choices, in the names of their controls too.
 */
export function CartLine({ item, eager = false, onQuantityChange, onRemove }: CartLineProps) {
  const { food } = item;
  const selectId = `quantity-${item.key}`;
  const called = item.label;
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
        <LineChoices options={item.options} note={item.note} />
        {/* Text in the line, so a screen reader reads it with the dish (Decision 13, docs/product.md). */}
        {item.notice && <p className={styles.notice}>{item.notice}</p>}
        {!item.offMenu && (
          <p className={styles.each}>
            {formatPrice(unitPrice(food, item.options))} each
            {(food.optionGroups?.length ?? 0) > 0 && (
              <>
                {' · '}
                <Link
                  to="/food/$id"
                  params={{ id: food.id }}
                  search={{ edit: item.key }}
                  aria-label={`Edit ${called}`}
                >
                  Edit
                </Link>
              </>
            )}
          </p>
        )}
      </div>
      {/* A dish off the menu has no quantity to choose and no price the server would charge. */}
      {!item.offMenu && (
        <>
          <div className={styles.quantity}>
            <label htmlFor={selectId} className="visually-hidden">
              Quantity of {called}
            </label>
            <select
              id={selectId}
              value={item.quantity}
              onChange={(event) => onQuantityChange(item.key, Number(event.target.value))}
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
        aria-label={`Remove ${called}`}
        onClick={() => onRemove(item.key)}
      >
        Remove
      </button>
    </li>
  );
}
