import type { ReactNode } from 'react';
import { CartIcon } from '@/components/layout/header';
import { markerIcon } from '@/components/map/marker-icon';
import { DishImage } from '@/components/ui/dish-image';
import { FavoriteHeart } from '@/components/ui/favorite-heart';
import { StarRating } from '@/components/ui/star-rating';
import { Avatar } from '@/features/account/components/avatar';
import { PersonIcon } from '@/features/account/components/account-menu';
import { ClockIcon } from '@/features/foods/components/food-card';

interface Icon {
  name: string;
  use: string;
  drawing: ReactNode;
}

// The app's own components draw each icon, so a changed path or colour shows here unchanged.
const ICONS: Icon[] = [
  { name: 'Cart', use: 'Header: the Cart link, with the count beside it', drawing: <CartIcon /> },
  { name: 'Person', use: 'Header: the account menu button of a logged-in user', drawing: <PersonIcon /> },
  { name: 'Clock', use: "Dish card: the dish's cooking time", drawing: <ClockIcon /> },
  {
    name: 'Heart, favourite',
    use: 'Dish card and dish page: a favourite dish',
    drawing: <FavoriteHeart favorite />,
  },
  {
    name: 'Heart, not a favourite',
    use: 'Dish card and dish page',
    drawing: <FavoriteHeart favorite={false} />,
  },
  {
    name: 'Stars',
    use: 'Rating, 0–5 in half stars: full, half and empty',
    drawing: <StarRating rating={3.5} />,
  },
  { name: 'Avatar', use: "Profile: the user's initials, no image", drawing: <Avatar name="Ada Lovelace" /> },
  {
    name: 'Map pin',
    use: 'Checkout, payment and order maps: the shipping address',
    drawing: <img src={markerIcon.options.iconUrl} alt="" />,
  },
  {
    name: 'Plate',
    use: 'Any dish picture that is missing or cannot load',
    drawing: <DishImage src="" alt="" width={120} height={90} />,
  },
];

/** Every icon the app draws, inline SVG all, each by the component that draws it in the app. */
export function IconGallery() {
  return (
    <table>
      <thead>
        <tr>
          <th scope="col">Icon</th>
          <th scope="col">Name</th>
          <th scope="col">Where</th>
        </tr>
      </thead>
      <tbody>
        {ICONS.map(({ name, use, drawing }) => (
          <tr key={name}>
            <td style={{ color: 'var(--color-text)' }}>{drawing}</td>
            <td>{name}</td>
            <td>{use}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
