-- Up Migration
-- Guest tickets (opened from the public contact form, without an account): no owner, the
-- visitor's name and e-mail instead; the guest's first message has no author account either.

ALTER TABLE support_tickets ALTER COLUMN user_id DROP NOT NULL;
ALTER TABLE support_tickets ADD COLUMN guest_name text;
ALTER TABLE support_tickets ADD COLUMN guest_email text;
ALTER TABLE support_ticket_messages ALTER COLUMN user_id DROP NOT NULL;

-- Down Migration
DELETE FROM support_ticket_messages WHERE user_id IS NULL;
DELETE FROM support_tickets WHERE user_id IS NULL;
ALTER TABLE support_ticket_messages ALTER COLUMN user_id SET NOT NULL;
ALTER TABLE support_tickets DROP COLUMN guest_email;
ALTER TABLE support_tickets DROP COLUMN guest_name;
ALTER TABLE support_tickets ALTER COLUMN user_id SET NOT NULL;
