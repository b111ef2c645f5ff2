export declare function scopedClassName(name: string, filename: string): string;
export declare const scopedClassPattern: RegExp;
