// The job's intake object (spec "intake"): what was submitted, as recorded before any reading. The HTTP
// envelope, the job runner and the pipeline all take their intake types from these schemas.
import { Type, type Static } from 'typebox';

export const IntakeFileSchema = Type.Object({
  position: Type.Integer(),
  filename: Type.String(),
  content_type: Type.String(),
  sha256: Type.String(),
  bytes: Type.Integer(),
  from_email: Type.Boolean(),
});

const NullableString = Type.Union([Type.String(), Type.Null()]);

export const IntakeSchema = Type.Object(
  {
    source: Type.String(),
    received_at: Type.String({ format: 'date-time' }),
    broker_email: NullableString,
    contact_email: NullableString,
    business_name: NullableString,
    business_ein: NullableString,
    external_business_id: NullableString,
    end_user_id: NullableString,
    requested_advance_amount: NullableString,
    document_types: Type.Union([Type.Array(Type.String()), Type.Null()]),
    email: Type.Optional(Type.Record(Type.String(), Type.Unknown())),
    files: Type.Array(IntakeFileSchema),
  },
  { additionalProperties: true },
);

export type Intake = Static<typeof IntakeSchema>;
export type IntakeFileRecord = Static<typeof IntakeFileSchema>;

/** The fields a submitter declares (multipart fields, an email's parsed headers); absent is null in the intake. */
type DeclaredField =
  | 'broker_email'
  | 'contact_email'
  | 'business_name'
  | 'business_ein'
  | 'external_business_id'
  | 'end_user_id'
  | 'requested_advance_amount'
  | 'document_types';
export type IntakeFields = { [K in DeclaredField]?: NonNullable<Intake[K]> };
