-- Multi-factor authentication: GoTrue's mfa_factors and mfa_challenges (TOTP only here). A
-- session's assurance level (aal1/aal2) and its methods (amr) already live on auth.sessions.
-- Written by the auth service only.

create table if not exists auth.mfa_factors (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  friendly_name text,
  factor_type text not null check (factor_type in ('totp', 'phone', 'webauthn')),
  status text not null check (status in ('unverified', 'verified')),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  secret text,
  phone text,
  last_challenged_at timestamptz,
  -- The last TOTP time step accepted: a code is good once (no replay within its window).
  last_used_step bigint
);
create index if not exists mfa_factors_user_id_idx on auth.mfa_factors (user_id);
create unique index if not exists mfa_factors_user_friendly_name_unique
  on auth.mfa_factors (user_id, friendly_name) where trim(friendly_name) <> '';

create table if not exists auth.mfa_challenges (
  id uuid primary key default gen_random_uuid(),
  factor_id uuid not null references auth.mfa_factors (id) on delete cascade,
  created_at timestamptz not null default now(),
  verified_at timestamptz,
  ip_address text not null default ''
);
create index if not exists mfa_challenges_factor_id_idx on auth.mfa_challenges (factor_id);

grant all on auth.mfa_factors, auth.mfa_challenges to supabase_auth_admin;
