// The query an OAuth provider sends the owner's browser back with (hosted mailboxes and integrations alike).
import { Type } from 'typebox';

export const OAuthCallbackQuery = Type.Object({
  state: Type.String({ minLength: 1, maxLength: 200 }),
  code: Type.Optional(Type.String({ maxLength: 4096 })),
  error: Type.Optional(Type.String({ maxLength: 200 })),
  error_description: Type.Optional(Type.String({ maxLength: 2000 })),
});
