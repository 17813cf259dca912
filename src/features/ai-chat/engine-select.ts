import 'server-only';
import { env } from '@/server/env';
import { builtInEngine } from './built-in-engine';
import type { ChatEngine } from './engine';
import { createOpenAiEngine } from './openai-engine';

let configured: ChatEngine | undefined;

/** AI_BASE_URL set: that OpenAI-compatible endpoint; otherwise the built-in engine. */
export function configuredEngine(): ChatEngine {
  configured ??= env.AI_BASE_URL
    ? createOpenAiEngine({ baseURL: env.AI_BASE_URL, apiKey: env.AI_API_KEY, model: env.AI_MODEL! })
    : builtInEngine;
  return configured;
}
