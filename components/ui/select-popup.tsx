'use client';
// The Radix select behind components/ui/select.tsx's Select, loaded on its first press (lazy-popup.ts).
import * as SelectPrimitive from '@radix-ui/react-select';
import { cn } from './cn';
import { CheckIcon, ITEM_INDICATOR, MENU_ITEM } from './menu-item';
import { ChevronIcon, type SelectProps, selectTriggerClass } from './select';

export function SelectPopup({
  value,
  onValueChange,
  options,
  placeholder = 'Select…',
  id,
  name,
  invalid,
  disabled,
  required,
  className,
  contentClassName,
  'aria-label': ariaLabel,
  'aria-describedby': ariaDescribedBy,
  ref,
  defaultOpen,
}: SelectProps & { defaultOpen?: boolean }) {
  return (
    // Radix treats "" as "no value" and shows the placeholder; undefined would make it uncontrolled.
    <SelectPrimitive.Root
      value={value ?? ''}
      onValueChange={onValueChange}
      name={name}
      disabled={disabled}
      required={required}
      defaultOpen={defaultOpen}
    >
      <SelectPrimitive.Trigger
        ref={ref}
        id={id}
        aria-label={ariaLabel}
        aria-describedby={ariaDescribedBy}
        aria-invalid={invalid || undefined}
        className={selectTriggerClass(invalid, className)}
      >
        <span className="min-w-0 truncate">
          <SelectPrimitive.Value placeholder={placeholder} />
        </span>
        <SelectPrimitive.Icon className="shrink-0 text-slate-500">
          <ChevronIcon />
        </SelectPrimitive.Icon>
      </SelectPrimitive.Trigger>
      <SelectPrimitive.Portal>
        <SelectPrimitive.Content
          position="popper"
          sideOffset={4}
          className={cn(
            'z-50 max-h-(--radix-select-content-available-height) min-w-(--radix-select-trigger-width) overflow-hidden rounded-md border border-slate-200 bg-white shadow-lg animate-fade-in',
            contentClassName,
          )}
        >
          <SelectPrimitive.Viewport className="p-1">
            {options.map((option) => (
              <SelectPrimitive.Item key={option.value} value={option.value} disabled={option.disabled} className={MENU_ITEM}>
                <SelectPrimitive.ItemIndicator className={ITEM_INDICATOR}>
                  <CheckIcon />
                </SelectPrimitive.ItemIndicator>
                <SelectPrimitive.ItemText>{option.label}</SelectPrimitive.ItemText>
              </SelectPrimitive.Item>
            ))}
          </SelectPrimitive.Viewport>
        </SelectPrimitive.Content>
      </SelectPrimitive.Portal>
    </SelectPrimitive.Root>
  );
}
