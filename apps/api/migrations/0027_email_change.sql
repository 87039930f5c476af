-- Changing the account's e-mail address: a code mailed to the new address confirms it.
-- change_email codes: subject is '<user id>:<new address, lower-cased>', so a code only moves
-- the account that asked for it to the address it was mailed to.
ALTER TABLE verification_codes DROP CONSTRAINT verification_codes_purpose_check;
ALTER TABLE verification_codes ADD CONSTRAINT verification_codes_purpose_check
  CHECK (purpose IN ('confirm_email', 'password_reset', 'confirm_phone', 'change_email'));
