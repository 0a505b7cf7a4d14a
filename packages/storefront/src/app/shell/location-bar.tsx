import { useRootData } from '../root-data';

/** The strip under the header: delivery promise and how to reach us (hidden in OTS and checkout). */
export function LocationBar() {
  const { globals } = useRootData();
  return (
    <div className="sf-location-bar">
      <div className="sf-location-bar__inner">
        <p>
          <strong>Free shipping</strong> on tires to the contiguous US · Installed at a local shop or at your home
        </p>
        {globals?.customerServiceEnabled && (
          <p>
            Questions? <a href={`tel:+${globals.customerServiceNumber.value}`}>{globals.customerServiceNumber.display}</a>
          </p>
        )}
      </div>
    </div>
  );
}
