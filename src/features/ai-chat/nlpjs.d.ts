// The part of NLP.js (@nlpjs/basic, MIT, no types of its own) the question reader uses.
declare module '@nlpjs/basic' {
  export interface NlpResult {
    intent: string;
    score: number;
  }
  export interface NlpManager {
    settings: { autoSave?: boolean; log?: boolean };
    addLanguage(locale: string): void;
    addDocument(locale: string, utterance: string, intent: string): void;
    train(): Promise<unknown>;
    process(locale: string, utterance: string): Promise<NlpResult>;
  }
  export interface NlpContainer {
    use(plugin: unknown): void;
    get(name: 'nlp'): NlpManager;
  }
  export function containerBootstrap(): Promise<NlpContainer>;
  export const Nlp: unknown;
  export const LangEn: unknown;
}
