/**
 * A small outlined select field (a label over MUI's Select) for a page whose select is not needed
 * by its first paint, such as the home page's filters far below the fold. MUI's Select brings its
 * menu, popover, modal and focus trap (some 20 kB of gzipped JavaScript), so it is loaded only when
 * the field comes within 300 px of the viewport or the visitor points at, focuses or clicks it.
 * Until then the closed select is drawn with the outlined input the page already has: the same
 * box, text, arrow, label, accessible name and focus ring. A click or an opening key (Space, Enter,
 * the arrows) on it opens the real select as soon as it has loaded, which takes the focus over.
 */
import { useCallback, useEffect, useImperativeHandle, useRef, useState } from 'react';
import type { ElementType, FocusEventHandler, Ref } from 'react';
import FormControl from '@mui/material/FormControl';
import type { InputBaseComponentProps } from '@mui/material/InputBase';
import InputLabel from '@mui/material/InputLabel';
import type MenuItem from '@mui/material/MenuItem';
import OutlinedInput from '@mui/material/OutlinedInput';
import type Select from '@mui/material/Select';
import { styled } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { useNearViewport } from '@/lib/use-near-viewport';

/** One choice of a select field: its value and the text shown for it. */
export interface SelectFieldOption<T extends string> {
  value: T;
  label: string;
}

/** A select field's label, its value among the options, and what a choice changes. */
export interface LazySelectFieldProps<T extends string> {
  /** Id of the label element, which names the select (aria-labelledby). */
  labelId: string;
  label: string;
  value: T;
  options: readonly SelectFieldOption<T>[];
  onChange: (value: T) => void;
  /** Styles of the field's FormControl, e.g. its minimum width. */
  sx?: SxProps<Theme>;
}

interface SelectParts {
  Select: typeof Select;
  MenuItem: typeof MenuItem;
}

let selectParts: Promise<SelectParts> | null = null;

/** MUI's Select and MenuItem, fetched once for every field (one chunk: vite.config.ts). */
function loadSelectParts(): Promise<SelectParts> {
  selectParts ??= Promise.all([
    import('@mui/material/Select'),
    import('@mui/material/MenuItem'),
  ]).then(
    ([select, menuItem]) => ({ Select: select.default, MenuItem: menuItem.default }),
    (error: unknown) => {
      // Offline or a stale deployment: the next reach for a field tries again.
      selectParts = null;
      throw error;
    },
  );
  return selectParts;
}

/** The keys that open a closed MUI Select. */
const OPEN_KEYS = new Set([' ', 'Enter', 'ArrowUp', 'ArrowDown']);

/**
 * The box of the closed select, styled as MUI's outlined Select styles its own
 * (@mui/material 9, Select/SelectInput and NativeSelect/NativeSelectInput): no text selection,
 * one line cut with an ellipsis, and room on the right for the arrow.
 */
const ClosedSelectBox = styled('div')(({ theme }) => ({
  userSelect: 'none',
  cursor: 'pointer',
  borderRadius: theme.shape.borderRadius,
  '&&': {
    height: 'auto',
    minHeight: '1.4375em',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
  },
  '&&&': { paddingRight: 32 },
}));

/** The arrow of the closed select, where MUI's outlined Select draws it. */
const ClosedSelectArrow = styled(ArrowDropDownIcon)(({ theme }) => ({
  position: 'absolute',
  right: 7,
  top: 'calc(50% - .5em)',
  pointerEvents: 'none',
  color: theme.vars.palette.action.active,
}));

/**
 * What the outlined input reads of its input element: the value (whether the field is filled, which
 * floats the label) and focus. MUI's SelectInput hands over the same.
 */
interface ClosedSelectHandle {
  value: string;
  focus: () => void;
}

interface ClosedSelectProps {
  ref?: Ref<ClosedSelectHandle>;
  /** The input styles of the outlined input (InputBase passes them). */
  className?: string;
  onFocus?: FocusEventHandler<HTMLDivElement>;
  onBlur?: FocusEventHandler<HTMLDivElement>;
  value: string;
  labelId: string;
  text: string;
  /** The visitor asked for the list: a left click or an opening key. */
  onOpen: () => void;
}

/** The stand-in for MUI's SelectInput inside the outlined input: the closed combobox. */
function ClosedSelect({
  ref,
  className,
  onFocus,
  onBlur,
  value,
  labelId,
  text,
  onOpen,
}: ClosedSelectProps) {
  const boxRef = useRef<HTMLDivElement>(null);
  useImperativeHandle(ref, () => ({ value, focus: () => boxRef.current?.focus() }), [value]);
  return (
    <>
      <ClosedSelectBox
        ref={boxRef}
        className={className}
        role="combobox"
        tabIndex={0}
        aria-expanded="false"
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        onFocus={onFocus}
        onBlur={onBlur}
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          // As MUI's Select: the box takes the focus, and the list opens on the press.
          event.preventDefault();
          event.currentTarget.focus();
          onOpen();
        }}
        onKeyDown={(event) => {
          if (!OPEN_KEYS.has(event.key)) return;
          event.preventDefault();
          onOpen();
        }}
      >
        {text}
      </ClosedSelectBox>
      <ClosedSelectArrow />
    </>
  );
}

/** The select field: the stand-in until MUI's Select has loaded, then the Select itself. */
export function LazySelectField<T extends string>({
  labelId,
  label,
  value,
  options,
  onChange,
  sx,
}: LazySelectFieldProps<T>) {
  const [parts, setParts] = useState<SelectParts | null>(null);
  const [fieldRef, isNear] = useNearViewport();
  // What the visitor did to the stand-in, carried over to the Select when it arrives.
  const [hasFocus, setHasFocus] = useState(false);
  const [wantsOpen, setWantsOpen] = useState(false);
  const closedRef = useRef<ClosedSelectHandle>(null);
  const isLoading = useRef(false);

  const load = useCallback(() => {
    if (isLoading.current) return;
    isLoading.current = true;
    loadSelectParts().then(setParts, () => {
      isLoading.current = false;
    });
  }, []);

  useEffect(() => {
    if (isNear) load();
  }, [isNear, load]);

  const selected = options.find((option) => option.value === value);
  return (
    <FormControl ref={fieldRef} size="small" sx={sx} onPointerEnter={load}>
      <InputLabel
        id={labelId}
        onClick={() => {
          // As MUI's Select: a click on the label focuses the select.
          if (!parts && window.getSelection()?.isCollapsed) closedRef.current?.focus();
        }}
      >
        {label}
      </InputLabel>
      {parts ? (
        <parts.Select<T>
          labelId={labelId}
          label={label}
          value={value}
          // One of the options' values (SelectChangeEvent does not narrow a generic T).
          onChange={(event) => onChange(event.target.value as T)}
          autoFocus={hasFocus}
          defaultOpen={wantsOpen}
        >
          {options.map((option) => (
            <parts.MenuItem key={option.value} value={option.value}>
              {option.label}
            </parts.MenuItem>
          ))}
        </parts.Select>
      ) : (
        <OutlinedInput
          label={label}
          value={value}
          inputRef={closedRef}
          // InputBase hands inputProps (labelId, text, onOpen) over to its input component.
          inputComponent={ClosedSelect as ElementType<InputBaseComponentProps>}
          inputProps={{
            labelId,
            text: selected?.label ?? '',
            onOpen: () => {
              setWantsOpen(true);
              load();
            },
          }}
          onFocus={() => {
            setHasFocus(true);
            load();
          }}
          onBlur={() => {
            setHasFocus(false);
            setWantsOpen(false);
          }}
        />
      )}
    </FormControl>
  );
}
