import { describe, expect, it } from 'vitest';
import { iconFiles, splitIconImports } from './lucide-icon-imports';

describe('lucide icon imports', () => {
  it("reads each icon's module from lucide-react's index", () => {
    const files = iconFiles();
    expect(files.get('Star')).toBe('star');
    expect(files.get('CalendarDays')).toBe('calendar-days');
  });

  it('imports each icon from its own module, keeping a local name and what is no icon', () => {
    const files = new Map([
      ['Star', 'star'],
      ['X', 'x'],
    ]);
    const code = "import { Star, X as Close, type LucideIcon } from 'lucide-react';\nStar;";
    expect(splitIconImports(code, files)).toBe(
      [
        "import Star from 'lucide-react/icons/star';",
        "import Close from 'lucide-react/icons/x';",
        "import { type LucideIcon } from 'lucide-react';",
        'Star;',
      ].join('\n'),
    );
  });

  it('leaves an import without icons as it was', () => {
    const code = "import { type LucideProps } from 'lucide-react';";
    expect(splitIconImports(code, new Map([['Star', 'star']]))).toBe(code);
  });
});
