import { useState, type ImgHTMLAttributes } from 'react';

// A plate on the brand's soft tint, inline so it shows offline and under the CSP (img-src data:).
const PLACEHOLDER =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300">' +
      '<rect width="400" height="300" fill="#fdecea"/>' +
      '<circle cx="200" cy="150" r="70" fill="none" stroke="#b3261e" stroke-width="8" opacity=".45"/>' +
      '<circle cx="200" cy="150" r="44" fill="none" stroke="#b3261e" stroke-width="4" opacity=".3"/>' +
      '</svg>',
  );

type DishImageProps = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'onError'> & { src: string };

/**
 * A dish's picture. One that is missing or cannot load (a dead link, another host the policy
 * refuses) shows a neutral plate in the same box, never the browser's broken-image icon.
 */
export function DishImage({ src, alt, ...props }: DishImageProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const broken = src === '' || failed === src;
  return <img {...props} alt={alt} src={broken ? PLACEHOLDER : src} onError={() => setFailed(src)} />;
}
