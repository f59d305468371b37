import { Link } from '@tanstack/react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { errorMessage, errorStatus } from '@/lib/api/error-message';
import type { Food } from '@/types/api';
import { useGetFoodQuery } from '../api/foods-api';
import { FoodDetails } from './food-details';

interface FoodPageProps {
  id: string;
  onAddToCart: (food: Food) => void;
}

/** Dish page: the dish, 'Item not found' for an unknown id, or a retryable error. */
export function FoodPage({ id, onAddToCart }: FoodPageProps) {
  // currentData, not data: while another dish loads, the previous one must not show.
  const { currentData: food, error, isError, isFetching, refetch } = useGetFoodQuery(id);
  if (isFetching && !food) return null;
  if (food) return <FoodDetails food={food} onAddToCart={onAddToCart} />;
  if (isError && errorStatus(error) !== 404) {
    return (
      <LoadError
        headingLevel={1}
        title="This dish could not be loaded"
        message={errorMessage(error)}
        onRetry={() => void refetch()}
      />
    );
  }
  return <EmptyState headingLevel={1} title="Item not found" action={<Link to="/">Back to home</Link>} />;
}
