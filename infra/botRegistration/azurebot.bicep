// The Azure Bot resource: it gives the bot its Bot Framework identity and sends Teams' messages to
// the App Service's /api/messages.
@maxLength(20)
@minLength(4)
param resourceBaseName string
param botAadAppClientId string
param botAppDomain string
@maxLength(42)
param botDisplayName string
param botType string
param botTenantId string

resource botService 'Microsoft.BotService/botServices@2022-09-15' = {
  kind: 'azurebot'
  location: 'global'
  name: resourceBaseName
  properties: {
    displayName: botDisplayName
    endpoint: 'https://${botAppDomain}/api/messages'
    msaAppId: botAadAppClientId
    msaAppType: botType
    msaAppTenantId: botType == 'SingleTenant' ? botTenantId : ''
  }
  sku: { name: 'F0' }
}

resource botServiceMsTeamsChannel 'Microsoft.BotService/botServices/channels@2022-09-15' = {
  parent: botService
  location: 'global'
  name: 'MsTeamsChannel'
  properties: { channelName: 'MsTeamsChannel' }
}
