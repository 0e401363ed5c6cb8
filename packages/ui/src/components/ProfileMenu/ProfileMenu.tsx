import type { ReactNode } from 'react';
import { DropdownMenu, VisuallyHidden } from 'radix-ui';
import { Check, Languages, LogOut, Settings, UserRound } from 'lucide-react';
import * as s from './ProfileMenu.css';
import { Avatar } from '../Avatar';

export const PROFILE_LANGUAGES = ['pt-BR', 'en'] as const;
export type ProfileLanguage = (typeof PROFILE_LANGUAGES)[number];

export interface ProfileMenuLabels {
  /** The avatar button's name, such as 'Abrir menu do perfil'. */
  trigger: string;
  /** The greeting with the name; `{name}` is replaced: 'Olá, {name}!'. */
  greeting: string;
  /** The greeting without a name: 'Olá!'. */
  greetingAnonymous: string;
  /** 'Gerenciar minha conta'. */
  manageAccount: string;
  /** The language group's name, such as 'Idioma'. */
  language: string;
  /** The options' texts: { 'pt-BR': 'PT-BR', en: 'EN' }. */
  languages: Record<ProfileLanguage, string>;
  /** 'Configurações gerais'. */
  settings: string;
  /** 'Sair'. */
  logout: string;
}

export interface ProfileMenuProps {
  /** The user's name; without it the greeting is `labels.greetingAnonymous`. */
  name?: string | null;
  /** The user's e-mail, shown under the greeting; the avatar's initials come from it when there is no name. */
  email?: string | null;
  /** The profile picture; the initials show without it. */
  avatarSrc?: string | null;
  /** The menu's texts, such as 'Olá, {name}!', 'Gerenciar minha conta', 'Idioma' and 'Sair'. */
  labels: ProfileMenuLabels;
  /** The checked language option ('pt-BR' or 'en'). */
  language: ProfileLanguage;
  /** Called with the language chosen in the menu. */
  onLanguageChange: (language: ProfileLanguage) => void;
  /** Called when 'Gerenciar minha conta' is chosen. */
  onManageAccount: () => void;
  /** Called when 'Configurações gerais' is chosen. */
  onSettings: () => void;
  /** Called when 'Sair' is chosen. */
  onLogout: () => void;
  /** Controlled open state (stories open it). */
  open?: boolean;
  /** Initial open state when uncontrolled. */
  defaultOpen?: boolean;
  /** Called with the new open state: the avatar button, choosing an item, Escape or a click outside. */
  onOpenChange?: (open: boolean) => void;
  /** Replaces the avatar inside the trigger button. */
  trigger?: ReactNode;
}

/** 'Olá, {name}!' with the name, or the anonymous greeting when the name is missing or blank. */
export function profileGreeting(labels: Pick<ProfileMenuLabels, 'greeting' | 'greetingAnonymous'>, name?: string | null): string {
  const trimmed = name?.trim();
  return trimmed ? labels.greeting.replace('{name}', trimmed) : labels.greetingAnonymous;
}

const isLanguage = (value: string): value is ProfileLanguage => (PROFILE_LANGUAGES as readonly string[]).includes(value);

/**
 * The profile menu opened by the avatar in the header (Radix DropdownMenu): the greeting and
 * email, 'Gerenciar minha conta', the language (PT-BR / EN radio items), 'Configurações gerais'
 * and 'Sair'. Arrow keys move between items, Enter chooses, Escape closes.
 */
export function ProfileMenu({
  name,
  email,
  avatarSrc,
  labels,
  language,
  onLanguageChange,
  onManageAccount,
  onSettings,
  onLogout,
  open,
  defaultOpen,
  onOpenChange,
  trigger,
}: ProfileMenuProps) {
  const displayName = name?.trim() || email || '';
  return (
    // Non-modal: the page is not hidden from assistive technology while the menu is open; outside clicks and Escape still close it.
    <DropdownMenu.Root modal={false} open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      <DropdownMenu.Trigger className={s.trigger}>
        {trigger ?? <Avatar name={displayName} src={avatarSrc} size="md" />}
        {/* Named by content, not aria-label: the avatar's initials are decorative and must not clash with the name. */}
        <VisuallyHidden.Root>{labels.trigger}</VisuallyHidden.Root>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content className={s.content} align="end" sideOffset={8} collisionPadding={8}>
          <DropdownMenu.Label className={s.header}>
            <Avatar name={displayName} src={avatarSrc} size="lg" />
            <span className={s.identity}>
              <span className={s.greeting}>{profileGreeting(labels, name)}</span>
              {email ? <span className={s.email}>{email}</span> : null}
            </span>
          </DropdownMenu.Label>
          <DropdownMenu.Item className={s.item} onSelect={onManageAccount}>
            <UserRound aria-hidden size={18} className={s.itemIcon} />
            {labels.manageAccount}
          </DropdownMenu.Item>
          <DropdownMenu.Separator className={s.separator} />
          <DropdownMenu.Label className={s.groupLabel}>
            <Languages aria-hidden size={16} />
            {labels.language}
          </DropdownMenu.Label>
          <DropdownMenu.RadioGroup
            aria-label={labels.language}
            value={language}
            onValueChange={(value) => isLanguage(value) && onLanguageChange(value)}
          >
            {PROFILE_LANGUAGES.map((lang) => (
              <DropdownMenu.RadioItem key={lang} value={lang} className={s.item} lang={lang}>
                <span className={s.indicatorBox}>
                  <DropdownMenu.ItemIndicator>
                    <Check aria-hidden size={16} />
                  </DropdownMenu.ItemIndicator>
                </span>
                {labels.languages[lang]}
              </DropdownMenu.RadioItem>
            ))}
          </DropdownMenu.RadioGroup>
          <DropdownMenu.Separator className={s.separator} />
          <DropdownMenu.Item className={s.item} onSelect={onSettings}>
            <Settings aria-hidden size={18} className={s.itemIcon} />
            {labels.settings}
          </DropdownMenu.Item>
          <DropdownMenu.Item className={s.itemDanger} onSelect={onLogout}>
            <LogOut aria-hidden size={18} className={s.itemIcon} />
            {labels.logout}
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
