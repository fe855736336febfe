export declare const COMPILED_CODE_PARENT: string;
export declare function codeFingerprint(root: string): string;
export declare function compiledCodeName(fingerprint: string): string;
export declare function existingCompiledCode(parent: string, fingerprint: string): string | undefined;
