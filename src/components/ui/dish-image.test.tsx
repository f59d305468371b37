import { fireEvent, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DishImage } from './dish-image';

const PLACEHOLDER = /^data:image\/svg\+xml,/;

it('shows a neutral plate, keeping the name and size, when the picture cannot load', () => {
  render(<DishImage src="https://elsewhere.example/pizza.jpg" alt="Pizza" width={400} height={300} />);
  const image = screen.getByRole('img', { name: 'Pizza' });
  expect(image).toHaveAttribute('src', 'https://elsewhere.example/pizza.jpg');
  fireEvent.error(image);
  expect(image.getAttribute('src')).toMatch(PLACEHOLDER);
  expect(image).toHaveAttribute('width', '400');
});

it('shows the plate at once for a dish the server sent without a picture', () => {
  render(<DishImage src="" alt="Soup" />);
  expect(screen.getByRole('img', { name: 'Soup' }).getAttribute('src')).toMatch(PLACEHOLDER);
});

it('tries a new picture when the dish changes', () => {
  const { rerender } = render(<DishImage src="/a.jpg" alt="Dish" />);
  fireEvent.error(screen.getByRole('img'));
  rerender(<DishImage src="/b.jpg" alt="Dish" />);
  expect(screen.getByRole('img')).toHaveAttribute('src', '/b.jpg');
});
