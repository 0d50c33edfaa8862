import { z } from 'zod';
import { NAME_NOTE_MAX } from '../signature-name.ts';
import { objectError } from '../text.ts';

/**
 * The REST contract of e-signature (docs/decisions/062; server: http/signing.routes.ts and
 * scrive.routes.ts): the signing link's page and signature, the agreement of a grant
 * application as the programme and the parties read it, sending and archiving, and checking
 * whether a PDF is a signed original.
 */

export const SIGNING_PROVIDERS = ['builtin', 'scrive'] as const;
export type SigningProviderName = (typeof SIGNING_PROVIDERS)[number];
/** creating: intent recorded, the provider's document not started yet (Scrive); pending: out for signature. */
export const DOCUMENT_STATES = ['creating', 'pending', 'signed', 'archived'] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];
export const SIGNER_ROLES = ['startup', 'corporate', 'programme'] as const;
export type SignerRole = (typeof SIGNER_ROLES)[number];

/** Why a signature is refused, as the error's `details.reason`. */
export const SIGNING_REFUSALS = ['used', 'expired', 'closed', 'changed'] as const;
export type SigningRefusal = (typeof SIGNING_REFUSALS)[number];

export type SignerView = {
  id: string;
  role: SignerRole;
  name: string;
  email: string;
  organisation: string;
  signedAt: string | null;
  signedName: string | null;
  /** Why the typed name differs from `name`, as the signer stated it. */
  nameNote: string | null;
  ip: string | null;
  userAgent: string | null;
  documentSha256: string | null;
};

/** An agreement as the admin and the parties see it: state, hashes, every signature's evidence. */
export type AgreementView = {
  id: string;
  applicationId: string;
  provider: SigningProviderName;
  state: DocumentState;
  title: string;
  originalSha256: string;
  originalSize: number;
  signedSha256: string | null;
  signedSize: number | null;
  createdAt: string;
  signedAt: string | null;
  signers: SignerView[];
};

/** GET …/grants/:id/agreement: the agreement, or null while none was sent. */
export type AgreementAnswer = { agreement: AgreementView | null };

/**
 * POST …/grants/:id/agreement/signlink ("Sign now"): the signed-in signer's own signing link, a
 * path of this site (`/token/sign/…`, built-in signer) or the signing service's address (Scrive).
 */
export type OwnSigningLinkAnswer = { link: string };

/** What the signing page shows for a link (POST /api/signing/link, /sign). `open`: may sign now. */
export type SigningLinkView = {
  state: 'open' | 'signed' | 'expired' | 'closed';
  title: string;
  documentSha256: string;
  signer: { role: SignerRole; name: string; organisation: string; signedAt: string | null };
  parties: { role: SignerRole; organisation: string; signed: boolean }[];
  expiresAt: string | null;
};

/** POST /api/signing/verify: is this PDF a signed original? */
export type VerifyResult =
  | { matches: true; sha256: string; title: string; signedAt: string; parties: string[] }
  | { matches: false; sha256: string };

/** The agreement files, GET …/agreement/{signed,original}.pdf. */
export const AGREEMENT_FILES = ['signed', 'original'] as const;
export type AgreementFile = (typeof AGREEMENT_FILES)[number];

/** Where an agreement is read: the admin console or a party's own area. */
export type AgreementScope = 'admin' | 'party';
export const agreementPath = (scope: AgreementScope, applicationId: string) =>
  `${scope === 'admin' ? '/api/matrix/grants' : '/api/grants'}/${applicationId}/agreement`;

const signingToken = z
  .string({ error: 'The link is incomplete' })
  .max(200, 'This signing link is not valid');
/** The link's own requests (/link, /document) carry the token alone. */
export const signingTokenBody = z.strictObject(
  { token: signingToken },
  { error: objectError('the link') },
);
/** /sign's token; the signature's fields are checked by `signInput`. */
export const signBody = z.object(
  { token: signingToken },
  { error: objectError('the link and the signature') },
);

/** The signature: typed name, why it differs (if it does), consent, the hash of what was read. */
export const signInput = z.object(
  {
    typedName: z
      .string({ error: 'Type your full name' })
      .trim()
      .min(2, 'Type your full name')
      .max(120, 'At most 120 characters'),
    nameNote: z.preprocess(
      (v) => (typeof v === 'string' && !v.trim() ? undefined : v),
      z
        .string({ error: 'Write why your name differs as text' })
        .trim()
        .max(NAME_NOTE_MAX, `At most ${NAME_NOTE_MAX} characters`)
        .optional(),
    ),
    consent: z.literal(true, { error: 'Tick the box to confirm that you sign' }),
    documentSha256: z
      .string({ error: 'The document hash is missing; reload the page' })
      .regex(/^[0-9a-f]{64}$/, 'The document hash is missing; reload the page'),
  },
  { error: objectError('the signature') },
);
export type SignInput = z.input<typeof signInput>;

/** POST /api/matrix/grants/:id/agreement: which signer (the configured one when omitted). */
export const sendAgreementInput = z.strictObject(
  { provider: z.enum(SIGNING_PROVIDERS, { error: 'Choose builtin or scrive' }).optional() },
  { error: objectError('the signer to use') },
);
export type SendAgreementInput = z.infer<typeof sendAgreementInput>;

/** POST /api/scrive/create and /api/scrive/archive (SPEC §7). */
export const scriveApplicationInput = z.strictObject(
  {
    applicationId: z
      .string({ error: 'Name the grant application' })
      .max(100, 'Name the grant application by its id'),
  },
  { error: objectError('the grant application') },
);

/** POST /api/scrive/callback: the document's state after reading it again from Scrive. */
export type ScriveSyncResult = { state: DocumentState; signed: number; of: number };
