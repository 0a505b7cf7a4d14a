/**
 * Installer schedules (spec §3 Installer schedule; rules §4 Appointments, §5 "up to 30 days
 * ahead"): which days, hours and drop-off windows an installer can take a car, computed in its own
 * time zone whatever the time zone of the process. Pure: the API gives it the installer, what is
 * booked and the clock; the same function lists the schedule and checks a booking, so a listed
 * slot is always bookable and an unlisted one never is.
 */
export * from './holidays';
export * from './slots';
export * from './zoned';
