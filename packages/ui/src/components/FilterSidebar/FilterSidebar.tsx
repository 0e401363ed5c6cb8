import { Fragment, useId, useMemo, type FormEvent } from 'react';
import { Search, X } from 'lucide-react';
import { Button } from '../Button';
import { CheckboxGroup } from '../CheckboxGroup';
import { Chip } from '../Chip';
import { TextField } from '../TextField';
import * as styles from './FilterSidebar.css';
import { limitOptions, setOptionSelected, FILTER_GROUP_MAX_VALUES, type FilterGroup, type FilterValue } from './filterValue';

export interface FilterSidebarProps {
  /** Panel title, 'Filtros'. */
  title: string;
  /** Accessible label of the search field, such as 'Buscar'. */
  searchLabel: string;
  /** Search placeholder, such as 'Digite o nome ou descrição' or 'Digite o título ou nome'. */
  searchPlaceholder: string;
  /** Checkbox groups ('Solução Fiscal'; 'Tags', 'Cidades', 'Impostos', 'Área Direcionamento'). Each lists at most 10 distinct values. */
  groups: readonly FilterGroup[];
  /** Controlled value: the search text and the selected values per group id. */
  value: FilterValue;
  /** Every edit (typing, ticking, removing a chip). */
  onChange: (value: FilterValue) => void;
  /** 'Aplicar filtros' (also Enter in the search field). */
  onApply: (value: FilterValue) => void;
  /** 'Limpar filtros': the caller decides the reset value (the leis page re-selects every tag). */
  onReset: () => void;
  /** The close control. Without it no close button shows. */
  onClose?: () => void;
  /** 'Limpar filtros'. */
  resetLabel: string;
  /** 'Aplicar filtros'. */
  applyLabel: string;
  /** Accessible label of the close control, such as 'Fechar filtros'. */
  closeLabel?: string;
  /** Accessible label of a chip's remove button, e.g. `(v) => \`Remover ${v}\``. */
  removeChipLabel: (optionLabel: string, groupLabel: string) => string;
  /** Heading of the chips of selected values, such as 'Selecionados'. */
  selectedLabel: string;
  /** Group ids whose selected values show as removable chips (default: every group). */
  chipGroupIds?: readonly string[];
  /** Text for a group with no values, such as 'Nenhuma opção disponível'. */
  emptyGroupLabel?: string;
  /** Values listed per group (spec: 10). */
  maxValuesPerGroup?: number;
  /** Disables every control (e.g. while options load). */
  disabled?: boolean;
  /** id of the panel, for `aria-controls` on the toggle that opens it. */
  id?: string;
  /** Class for the panel's `section` element. */
  className?: string;
}

/**
 * The filter side panel of the marketplace, the product list and the leis list: title 'Filtros',
 * a search field, checkbox groups (at most 10 values each), removable chips for the selected
 * values, 'Limpar filtros', 'Aplicar filtros' and a close control. Fully controlled; full width on mobile.
 */
export function FilterSidebar({
  title,
  searchLabel,
  searchPlaceholder,
  groups,
  value,
  onChange,
  onApply,
  onReset,
  onClose,
  resetLabel,
  applyLabel,
  closeLabel,
  removeChipLabel,
  selectedLabel,
  chipGroupIds,
  emptyGroupLabel,
  maxValuesPerGroup = FILTER_GROUP_MAX_VALUES,
  disabled = false,
  id,
  className,
}: FilterSidebarProps) {
  const titleId = useId();
  const chipsTitleId = useId();
  const visibleGroups = useMemo(
    () => groups.map((group) => ({ ...group, options: limitOptions(group.options, maxValuesPerGroup) })),
    [groups, maxValuesPerGroup],
  );

  const chips = visibleGroups
    .filter((group) => !chipGroupIds || chipGroupIds.includes(group.id))
    .flatMap((group) =>
      (value.selected[group.id] ?? []).map((selected) => ({
        group,
        value: selected,
        label: group.options.find((o) => o.value === selected)?.label ?? selected,
      })),
    );

  // The chips come after the last group that makes them: a tick adds or removes one, and the chips' block
  // grows or shrinks, moving what is below it and nothing above, so the boxes just ticked stay put (a
  // second click lands on the same box).
  const chipsAfter = visibleGroups.reduce((last, group, index) => (!chipGroupIds || chipGroupIds.includes(group.id) ? index : last), -1);
  const chipsBlock =
    chips.length > 0 ? (
      <div>
        <h3 id={chipsTitleId} className={styles.chipsTitle}>
          {selectedLabel}
        </h3>
        <ul className={styles.chips} aria-labelledby={chipsTitleId}>
          {chips.map((chip) => (
            <li key={`${chip.group.id}:${chip.value}`}>
              <Chip
                label={chip.label}
                disabled={disabled}
                removeLabel={removeChipLabel(chip.label, chip.group.label)}
                onRemove={() => onChange(setOptionSelected(value, chip.group.id, chip.value, false))}
              />
            </li>
          ))}
        </ul>
      </div>
    ) : null;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!disabled) onApply(value);
  };

  return (
    <section id={id} className={[styles.root, className].filter(Boolean).join(' ')} aria-labelledby={titleId}>
      <div className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {title}
        </h2>
        {onClose && closeLabel ? (
          <button type="button" className={styles.close} onClick={onClose} aria-label={closeLabel} title={closeLabel}>
            <X aria-hidden size={20} />
          </button>
        ) : null}
      </div>
      <form
        className={styles.form}
        onSubmit={submit}
        onReset={(event) => {
          event.preventDefault();
          onReset();
        }}
        noValidate
      >
        <div className={styles.body}>
          <TextField
            type="search"
            label={searchLabel}
            visuallyHideLabel
            placeholder={searchPlaceholder}
            value={value.search}
            disabled={disabled}
            startIcon={<Search aria-hidden size={18} />}
            onChange={(event) => onChange({ ...value, search: event.target.value })}
          />

          {visibleGroups.map((group, index) => {
            const selected = value.selected[group.id] ?? [];
            const listed = new Set(group.options.map((o) => o.value));
            return (
              <Fragment key={group.id}>
                <div className={styles.group}>
                  <CheckboxGroup
                    legend={group.label}
                    options={group.options}
                    value={selected}
                    disabled={disabled}
                    onValueChange={(next) =>
                      // Keep selections that are not listed (beyond the 10 shown) untouched.
                      onChange({
                        ...value,
                        selected: { ...value.selected, [group.id]: [...selected.filter((v) => !listed.has(v)), ...next] },
                      })
                    }
                  />
                  {group.options.length === 0 && emptyGroupLabel ? <p className={styles.emptyGroup}>{emptyGroupLabel}</p> : null}
                </div>
                {index === chipsAfter ? chipsBlock : null}
              </Fragment>
            );
          })}
        </div>
        <div className={styles.footer}>
          <Button type="reset" variant="secondary" className={styles.footerButton} disabled={disabled}>
            {resetLabel}
          </Button>
          <Button type="submit" className={styles.footerButton} disabled={disabled}>
            {applyLabel}
          </Button>
        </div>
      </form>
    </section>
  );
}
