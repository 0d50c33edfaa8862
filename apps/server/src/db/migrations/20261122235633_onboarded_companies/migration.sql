-- Issue 18: a company counts as onboarded once one of its people is. Seeded and imported people
-- were made onboarded without their company: mark those companies onboarded, as createUser now does.
UPDATE "companies" AS c
SET "onboarded_at" = COALESCE(
  (SELECT min(u."created_at") FROM "users" u WHERE u."company_id" = c."id" AND u."onboarded"),
  now()
)
WHERE c."onboarded_at" IS NULL
  AND EXISTS (SELECT 1 FROM "users" u WHERE u."company_id" = c."id" AND u."onboarded");
