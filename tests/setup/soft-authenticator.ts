/**
 * A software passkey for tests that talk to the server without a browser: it answers the
 * server's registration and authentication options with what a browser would post after
 * navigator.credentials.create()/get() — a P-256 key, "none" attestation, real signatures — so
 * the server's checks run on genuine WebAuthn data. Each answer can be bent (another origin,
 * another relying party, a counter that goes back) to see the server refuse it.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";
import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/server";
import { isoBase64URL, isoCBOR } from "@simplewebauthn/server/helpers";

const FLAG_USER_PRESENT = 0x01;
const FLAG_USER_VERIFIED = 0x04;
const FLAG_ATTESTED_DATA = 0x40;

export interface Bend {
  /** The origin the "browser" reports (default: the authenticator's). */
  origin?: string;
  /** The relying party the authenticator signs for (default: the options' rpId). */
  rpId?: string;
  /** The challenge it answers (default: the options'). */
  challenge?: string;
  /** The signature counter to report instead of the next one. */
  counter?: number;
  /** The user handle to report instead of the one it was made for. */
  userHandle?: string;
}

const sha256 = (data: Uint8Array | string) => new Uint8Array(createHash("sha256").update(data).digest());
const b64 = (bytes: Uint8Array) => isoBase64URL.fromBuffer(bytes as Uint8Array<ArrayBuffer>);

function uint32(value: number): Uint8Array {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
}

function concat(...parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

export class SoftAuthenticator {
  readonly credentialId = b64(new Uint8Array(randomBytes(32)));
  /** The user handle it stored when the passkey was made (base64url), as a discoverable credential keeps it. */
  userHandle: string | null = null;
  counter = 0;
  private readonly keys = generateKeyPairSync("ec", { namedCurve: "P-256" });

  /** The page's origin, as the browser would report it. */
  readonly origin: string;

  constructor(origin: string) {
    this.origin = origin;
  }

  private clientData(type: "webauthn.create" | "webauthn.get", challenge: string, bend: Bend): string {
    return b64(new TextEncoder().encode(JSON.stringify({ type, challenge, origin: bend.origin ?? this.origin, crossOrigin: false })));
  }

  private coseKey(): Uint8Array {
    const jwk = this.keys.publicKey.export({ format: "jwk" });
    return isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, isoBase64URL.toBuffer(jwk.x!)],
        [-3, isoBase64URL.toBuffer(jwk.y!)],
      ]),
    );
  }

  /** The body a browser posts after creating the passkey for `options`. */
  register(options: PublicKeyCredentialCreationOptionsJSON, bend: Bend = {}): RegistrationResponseJSON {
    const rpId = bend.rpId ?? options.rp.id!;
    this.userHandle = options.user.id;
    const id = isoBase64URL.toBuffer(this.credentialId);
    const length = new Uint8Array([id.length >> 8, id.length & 0xff]);
    const authData = concat(
      sha256(rpId),
      new Uint8Array([FLAG_USER_PRESENT | FLAG_USER_VERIFIED | FLAG_ATTESTED_DATA]),
      uint32(this.counter),
      new Uint8Array(16), // AAGUID: none
      length,
      id,
      this.coseKey(),
    );
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Uint8Array | Map<string, string>>([
        ["fmt", "none"],
        ["attStmt", new Map<string, string>()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON: this.clientData("webauthn.create", bend.challenge ?? options.challenge, bend),
        attestationObject: b64(attestationObject),
        transports: ["internal"],
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }

  /** The body a browser posts after signing `options`' challenge with this passkey. */
  authenticate(options: PublicKeyCredentialRequestOptionsJSON, bend: Bend = {}): AuthenticationResponseJSON {
    const rpId = bend.rpId ?? options.rpId!;
    this.counter = bend.counter ?? this.counter + 1;
    const authData = concat(sha256(rpId), new Uint8Array([FLAG_USER_PRESENT | FLAG_USER_VERIFIED]), uint32(this.counter));
    const clientDataJSON = this.clientData("webauthn.get", bend.challenge ?? options.challenge, bend);
    const signature = sign("sha256", concat(authData, sha256(isoBase64URL.toBuffer(clientDataJSON))), this.keys.privateKey);
    return {
      id: this.credentialId,
      rawId: this.credentialId,
      type: "public-key",
      response: {
        clientDataJSON,
        authenticatorData: b64(authData),
        signature: b64(new Uint8Array(signature)),
        userHandle: bend.userHandle ?? this.userHandle ?? undefined,
      },
      authenticatorAttachment: "platform",
      clientExtensionResults: {},
    };
  }
}
