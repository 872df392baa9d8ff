import { createHmac, hkdfSync } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../config/app-config.js';
import { APP_CONFIG } from '../config/config.module.js';

/** Names the use of the derived key, so it can never stand in for the token secret or another key. */
const KEY_PURPOSE = 'umang blog like pseudonyms v1';
/** 128 bits: far beyond any chance of two likers sharing a pseudonym on one post. */
const PSEUDONYM_BYTES = 16;

/**
 * The public likes list names each like by a pseudonym, not by the account that
 * gave it: an HMAC of (post, user) under a key derived from the server secret. The
 * same person has a different pseudonym on every post, so likes cannot be linked
 * across posts, and without the key no pseudonym leads back to an account id.
 */
@Injectable()
export class LikePseudonyms {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', config.jwtSecret, '', KEY_PURPOSE, 32));
  }

  of(blogId: string, userId: string): string {
    return createHmac('sha256', this.key)
      .update(`${blogId}:${userId}`)
      .digest()
      .subarray(0, PSEUDONYM_BYTES)
      .toString('base64url');
  }
}
