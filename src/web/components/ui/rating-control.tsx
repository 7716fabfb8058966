import { Link, useLocation } from 'react-router';
import { Alert } from './alert';
import { Stars, StarRatingInput } from './stars';
import { paths } from '../../app/paths';

/** '1 rating' or 'N ratings'. */
export const ratingCountText = (count: number) => (count === 1 ? '1 rating' : `${count} ratings`);

/**
 * A rated thing's average with one decimal, or 'No ratings yet' while nobody has rated: a '0.0' reads like a
 * zero-star review (issue #23). Cards, tiles, the detail pages and the back office all show it this way.
 */
export const ratingFigure = (average: number | null, count: number) =>
  count > 0 && average !== null ? average.toFixed(1) : 'No ratings yet';

/**
 * A rated thing's average (stars with a half star from .5, the number with one decimal, the count) and
 * the member's own 1-5 stars. Choosing a star submits at once; choosing again replaces the earlier rating.
 * Visitors may click too: they get the sign-in message instead of a request. Ratings are sent one after
 * another (the caller's mutation scope), so arrowing across the stars leaves the last one chosen.
 */
export function RatingControl({
  average,
  count,
  myRating,
  inputLabel,
  name,
  onRate,
  pending,
  error,
}: {
  /** One-decimal average; null (or 0) while nobody has rated. */
  average: number | null;
  count: number;
  myRating: number | null;
  inputLabel: string;
  name: string;
  onRate: (rating: number) => void;
  pending?: boolean;
  /** 'Please sign in to rate providers', 'Failed to submit rating' … */
  error?: string | null;
}) {
  const location = useLocation();
  const returnTo = encodeURIComponent(location.pathname + location.search);
  const rated = count > 0 && average !== null;
  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {rated ? <Stars value={average} size="lg" /> : null}
        <span className="text-lg font-semibold text-night-900">{ratingFigure(average, count)}</span>
        {rated ? <span className="text-sm text-gray-700">{ratingCountText(count)}</span> : null}
      </div>
      {/* Not disabled while saving: that would throw a keyboard user's focus out of the stars. */}
      <div aria-busy={pending || undefined}>
        <StarRatingInput label={inputLabel} name={name} value={myRating} onChange={onRate} />
      </div>
      {error ? (
        <Alert
          tone="error"
          action={
            error.startsWith('Please sign in') ? (
              <Link to={paths.signin({ returnTo })} className="font-semibold underline">
                Sign In
              </Link>
            ) : undefined
          }
        >
          {error}
        </Alert>
      ) : null}
    </div>
  );
}
