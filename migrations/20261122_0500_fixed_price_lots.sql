-- Fixed-price lots (trade type 2) are not auctions, and the auction's steps come from one rule
-- (docs/decisions.md "Fixed-price lots" and "One step rule").

-- Copies bought of a fixed-price lot; copies left = quantity - quantity_sold. Sold out ends the sale.
ALTER TABLE lots
  ADD COLUMN quantity_sold integer NOT NULL DEFAULT 0 CHECK (quantity_sold >= 0 AND quantity_sold <= quantity);

-- The step is derived from the start price and the notice day by the engine's own rule
-- (shared/src/domain/auction/first-step.ts); a stored copy could only disagree with it.
ALTER TABLE lots
  DROP COLUMN step_percent,
  DROP COLUMN first_step_price;

-- Fixed-price lots written before this rule existed (the demo's) carry auction-only statuses and a
-- deposit. They take the fixed-price life instead: 2, 3 (applications) announced (1), the sweep puts
-- them on sale at their start; 12 (paused) on sale (4); 7, 8 (paid, awaiting payment) sold (5);
-- 6, 11, 15, 16 (not held, price not confirmed, awaiting repeat, no bids) not sold (9). A sold one
-- sold every copy at its price; bid histories belong to auctions.
DELETE FROM lot_result_bids WHERE lot_id IN (SELECT id FROM lots WHERE trade_type = 2);
UPDATE lots SET
  lot_status = CASE
    WHEN lot_status IN (2, 3) THEN 1
    WHEN lot_status = 12 THEN 4
    WHEN lot_status IN (7, 8) THEN 5
    WHEN lot_status IN (6, 11, 15, 16) THEN 9
    ELSE lot_status END,
  quantity_sold = CASE WHEN lot_status IN (5, 7, 8) THEN quantity ELSE 0 END,
  final_price = CASE WHEN lot_status IN (5, 7, 8) THEN start_price END,
  winner_buyer_number = NULL,
  deposit_percent = 0,
  deposit_amount = 0
WHERE trade_type = 2;
