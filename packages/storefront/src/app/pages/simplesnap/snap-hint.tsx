import { paths } from '@tireshop/core';
import { Link } from 'react-router';

/** Under a size search: where a shopper who does not know the size can read it off a photo. */
export function SnapHint() {
  return (
    <p className="sf-snap-hint">
      Not sure of your size? <Link to={paths.simpleSnap()}>Snap a photo of your tire's sidewall</Link>
    </p>
  );
}
