import type { TodoList } from '@catania/shared/schemas/todo';
import { AlertTriangle, CheckCircle2, ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { cn } from '../../../lib/cn';
import { useAdminNav } from '../admin-nav';
import { Card } from '../ui';
import { useTodo } from './api';

/**
 * 'Da fare': the first thing the panel shows, above every tab. Each open line has its count and
 * opens its list; each item leads to its place (the tab, with the record opened).
 */
export function TodoPanel() {
  const todo = useTodo();
  const [open, setOpen] = useState(false);
  if (todo.isLoading) {
    return (
      <Card className="mb-6" padding="p-4" aria-busy="true">
        <p className="text-sm text-lava-500">Da fare: controllo in corso…</p>
      </Card>
    );
  }
  if (todo.isError || !todo.data) {
    return (
      <Card className="mb-6" padding="p-4" surface="border-red-200 bg-red-50" role="alert">
        <p className="text-sm font-semibold text-red-800">
          Da fare: impossibile leggere le attività aperte. Riprova tra poco.
        </p>
      </Card>
    );
  }
  const { total, lines } = todo.data;
  if (total === 0) {
    return (
      <Card className="mb-6 flex items-center gap-2" padding="p-4" data-testid="todo-panel">
        <CheckCircle2 className="h-5 w-5 text-emerald-600" aria-hidden />
        <p className="text-sm font-semibold text-lava-800">Da fare: niente in sospeso</p>
      </Card>
    );
  }
  return (
    <Card
      className="mb-6"
      padding="p-0"
      surface="border-amber-300 bg-amber-50"
      data-testid="todo-panel"
    >
      <button
        type="button"
        className="flex min-h-12 w-full items-center justify-between gap-3 px-4 py-3 text-left"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="flex items-center gap-2">
          <AlertTriangle className="h-5 w-5 text-amber-700" aria-hidden />
          <span className="font-semibold text-lava-900">Da fare</span>
          <span className="rounded-full bg-amber-600 px-2 py-0.5 text-xs font-bold text-white">
            {total}
          </span>
        </span>
        <span className="flex items-center gap-2 text-sm text-lava-700">
          <span className="hidden sm:inline">{summaryOf(lines)}</span>
          <ChevronDown className={cn('h-5 w-5 transition-transform', open && 'rotate-180')} />
        </span>
      </button>
      {open ? <TodoLines lines={lines} /> : null}
    </Card>
  );
}

const summaryOf = (lines: TodoList['lines']) =>
  lines
    .filter((l) => l.count > 0)
    .map((l) => `${l.label}: ${l.count}`)
    .join(' · ');

function TodoLines({ lines }: { lines: TodoList['lines'] }) {
  const nav = useAdminNav();
  return (
    <ul className="grid gap-3 border-t border-amber-200 px-4 py-3">
      {lines
        .filter((line) => line.count > 0)
        .map((line) => (
          <li key={line.kind} data-testid={`todo-${line.kind}`}>
            <button
              type="button"
              className="flex min-h-11 w-full items-center justify-between gap-2 text-left font-semibold text-lava-900 hover:underline"
              onClick={() => nav.go(line.tab)}
            >
              {line.label}
              <span className="rounded-full bg-white px-2 py-0.5 text-xs text-amber-900">
                {line.count}
              </span>
            </button>
            <ul className="grid gap-1">
              {line.items.slice(0, 5).map((item) => (
                <li key={item.id}>
                  <button
                    type="button"
                    className="min-h-11 w-full rounded-lg px-2 py-1.5 text-left text-sm text-lava-700 hover:bg-white"
                    onClick={() => nav.go(item.tab, item.focus)}
                  >
                    {item.text}
                  </button>
                </li>
              ))}
              {line.items.length > 5 ? (
                <li className="px-2 text-xs text-lava-500">e altri {line.items.length - 5}</li>
              ) : null}
            </ul>
          </li>
        ))}
    </ul>
  );
}
