import { quote, type MailTemplate } from './layout';

/** What changed on a wallet, told to every owner of the workspace. */
export interface WalletChangedMailInput {
  workspaceName: string;
  /** Who made the change: their name, or username. */
  actorName: string;
  walletLabel: string;
  /** The network's name (Moonbeam, Polkadot, Kusama). */
  networkName: string;
  /** `address`: the payout address was replaced; `removed`: the wallet was removed. */
  change: 'address' | 'removed';
  previousAddress: string;
  /** The new payout address (`address` only). */
  newAddress: string | null;
  /** The dashboard's wallet page. */
  link: string;
}

export const walletChangedMail: { 'wallet-changed': MailTemplate<WalletChangedMailInput> } = {
  'wallet-changed': {
    en: (input) => ({
      subject:
        input.change === 'address'
          ? `The payout address of a wallet of ${input.workspaceName} changed`
          : `A wallet of ${input.workspaceName} was removed`,
      text: [
        'Hello,',
        '',
        input.change === 'address'
          ? `${quote(input.actorName, 'en')} changed the payout address of the ${input.networkName} wallet ${quote(input.walletLabel, 'en')} in the workspace ${quote(input.workspaceName, 'en')}.`
          : `${quote(input.actorName, 'en')} removed the ${input.networkName} wallet ${quote(input.walletLabel, 'en')} from the workspace ${quote(input.workspaceName, 'en')}.`,
        '',
        input.change === 'address' ? `Previous address: ${input.previousAddress}` : `Address: ${input.previousAddress}`,
        ...(input.newAddress ? [`New address: ${input.newAddress}`] : []),
        '',
        `You receive this message because you are an owner of the workspace. Review its wallets here: ${input.link}`,
        '',
        'If you do not recognise this change, check who has access to the workspace and change your password.',
        '',
        'The Meridian team',
      ].join('\n'),
    }),
    es: (input) => ({
      subject:
        input.change === 'address'
          ? `Se ha cambiado la dirección de cobro de un monedero de ${input.workspaceName}`
          : `Se ha eliminado un monedero de ${input.workspaceName}`,
      text: [
        'Hola:',
        '',
        input.change === 'address'
          ? `${quote(input.actorName, 'es')} ha cambiado la dirección de cobro del monedero ${quote(input.walletLabel, 'es')} de ${input.networkName} en el espacio de trabajo ${quote(input.workspaceName, 'es')}.`
          : `${quote(input.actorName, 'es')} ha eliminado el monedero ${quote(input.walletLabel, 'es')} de ${input.networkName} del espacio de trabajo ${quote(input.workspaceName, 'es')}.`,
        '',
        input.change === 'address'
          ? `Dirección anterior: ${input.previousAddress}`
          : `Dirección: ${input.previousAddress}`,
        ...(input.newAddress ? [`Dirección nueva: ${input.newAddress}`] : []),
        '',
        `Te escribimos porque tienes el rol de Propietario en este espacio de trabajo. Puedes revisar sus monederos aquí: ${input.link}`,
        '',
        'Si no reconoces este cambio, comprueba quién tiene acceso al espacio de trabajo y cambia tu contraseña.',
        '',
        'El equipo de Meridian',
      ].join('\n'),
    }),
    fr: (input) => ({
      subject:
        input.change === 'address'
          ? `L’adresse de versement d’un portefeuille de ${input.workspaceName} a changé`
          : `Un portefeuille de ${input.workspaceName} a été supprimé`,
      text: [
        'Bonjour,',
        '',
        input.change === 'address'
          ? `${quote(input.actorName, 'fr')} a changé l’adresse de versement du portefeuille ${input.networkName} ${quote(input.walletLabel, 'fr')} de l’espace de travail ${quote(input.workspaceName, 'fr')}.`
          : `${quote(input.actorName, 'fr')} a supprimé le portefeuille ${input.networkName} ${quote(input.walletLabel, 'fr')} de l’espace de travail ${quote(input.workspaceName, 'fr')}.`,
        '',
        input.change === 'address'
          ? `Adresse précédente\u00a0: ${input.previousAddress}`
          : `Adresse\u00a0: ${input.previousAddress}`,
        ...(input.newAddress ? [`Nouvelle adresse\u00a0: ${input.newAddress}`] : []),
        '',
        `Vous recevez ce message parce que vous êtes propriétaire de l’espace de travail. Vérifiez ses portefeuilles ici\u00a0: ${input.link}`,
        '',
        'Si vous ne reconnaissez pas ce changement, vérifiez qui a accès à l’espace de travail et changez votre mot de passe.',
        '',
        'L’équipe Meridian',
      ].join('\n'),
    }),
    pt: (input) => ({
      subject:
        input.change === 'address'
          ? `O endereço de recebimento de uma carteira de ${input.workspaceName} mudou`
          : `Uma carteira de ${input.workspaceName} foi removida`,
      text: [
        'Olá!',
        '',
        input.change === 'address'
          ? `${quote(input.actorName, 'pt')} mudou o endereço de recebimento da carteira ${input.networkName} ${quote(input.walletLabel, 'pt')} no espaço de trabalho ${quote(input.workspaceName, 'pt')}.`
          : `${quote(input.actorName, 'pt')} removeu a carteira ${input.networkName} ${quote(input.walletLabel, 'pt')} do espaço de trabalho ${quote(input.workspaceName, 'pt')}.`,
        '',
        input.change === 'address'
          ? `Endereço anterior: ${input.previousAddress}`
          : `Endereço: ${input.previousAddress}`,
        ...(input.newAddress ? [`Novo endereço: ${input.newAddress}`] : []),
        '',
        `Você recebe esta mensagem porque é proprietário do espaço de trabalho. Confira as carteiras dele aqui: ${input.link}`,
        '',
        'Se você não reconhece esta mudança, confira quem tem acesso ao espaço de trabalho e altere sua senha.',
        '',
        'Equipe Meridian',
      ].join('\n'),
    }),
  },
};
