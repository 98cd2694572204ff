-- A sale annulled (issue 28, lot status 13): an operator's cancel of a results protocol (forged
-- papers, a court ruling) annuls the sale it records. A winner still paying by parts then stops:
-- the won lot's row becomes 'annulled' (no deadline: nothing is owed any more), which the buyer's
-- list shows for what it is, neither their refusal nor a missed deadline.
ALTER TABLE winlots DROP CONSTRAINT winlots_state_check;
ALTER TABLE winlots ADD CONSTRAINT winlots_state_check CHECK (state IN (
  'standby', 'offered', 'awaiting_payment', 'paying', 'paid',
  'refused', 'missed', 'declined', 'expired', 'released', 'annulled'));
