/**
 * modules/track-record's face: a buyer's achievements (what they took part in, won, paid on time,
 * protested) and the switch that shows them in live rooms (docs/architecture.md section 4).
 */
export { createTrackRecords, type RoomTrackRecord, type TrackRecords } from './track-record.service';
