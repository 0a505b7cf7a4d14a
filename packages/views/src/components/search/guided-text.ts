import type { DrivingCondition, ShoppingPriority } from '@tireshop/core';

/** Guided shopping's answers in shoppers' words (the API's values are ids). */
export const CONDITION_TEXT: Record<DrivingCondition, { label: string; detail: string }> = {
  city: { label: 'City streets', detail: 'Stop-and-go, potholes, curbs' },
  highway: { label: 'Highway', detail: 'Long trips at speed' },
  rain: { label: 'Rain', detail: 'Wet roads often' },
  'snow-ice': { label: 'Snow and ice', detail: 'Real winters' },
  'off-road': { label: 'Off-road', detail: 'Gravel, dirt, trails' },
  track: { label: 'Track days', detail: 'Spirited driving, the occasional track' },
};

export const PRIORITY_TEXT: Record<ShoppingPriority, { label: string; detail: string }> = {
  longevity: { label: 'Long life', detail: 'Tread that lasts, a long warranty' },
  comfort: { label: 'Comfort', detail: 'A smooth ride' },
  quiet: { label: 'Quiet', detail: 'Less road noise' },
  performance: { label: 'Performance', detail: 'Grip and steering response' },
  winter: { label: 'Winter grip', detail: 'Snow and ice traction' },
  value: { label: 'Value', detail: 'The most tire for the money' },
};
