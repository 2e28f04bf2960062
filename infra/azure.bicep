// Azure resources for Pantry: an App Service on Linux running Node 20, the Azure Bot that routes
// Teams to it, a Storage account whose blob container holds the conversations' state, and
// Application Insights (on a Log Analytics workspace) that receives the bot's traces and metrics. Every
// setting the bot reads is set here, so nothing is added by hand after provisioning.
@maxLength(20)
@minLength(4)
@description('Used to name the resources.')
param resourceBaseName string

@description('App Service plan size: B1 is enough for a team; use P1v3 or more for several instances.')
param webAppSku string = 'B1'

@maxLength(42)
param botDisplayName string

param location string = resourceGroup().location

@description('The Entra app (client) id of the bot.')
param botAadAppClientId string
@secure()
@description('The Entra app secret of the bot.')
param botAadAppClientSecret string

@description('MultiTenant or SingleTenant.')
param botType string = 'MultiTenant'
param botTenantId string = subscription().tenantId

@secure()
param openAiApiKey string = ''
param openAiModel string = 'gpt-4o-mini'
@secure()
param azureOpenAiApiKey string = ''
param azureOpenAiEndpoint string = ''
param azureOpenAiDeployment string = ''
param planner string = 'auto'

var stateContainer = 'pantry-state'

resource storage 'Microsoft.Storage/storageAccounts@2023-01-01' = {
  name: toLower(replace('${resourceBaseName}state', '-', ''))
  location: location
  kind: 'StorageV2'
  sku: { name: 'Standard_LRS' }
  properties: {
    minimumTlsVersion: 'TLS1_2'
    allowBlobPublicAccess: false
    supportsHttpsTrafficOnly: true
  }
}

resource blobService 'Microsoft.Storage/storageAccounts/blobServices@2023-01-01' = {
  parent: storage
  name: 'default'
}

resource container 'Microsoft.Storage/storageAccounts/blobServices/containers@2023-01-01' = {
  parent: blobService
  name: stateContainer
  properties: { publicAccess: 'None' }
}

resource logs 'Microsoft.OperationalInsights/workspaces@2022-10-01' = {
  name: '${resourceBaseName}-logs'
  location: location
  properties: {
    sku: { name: 'PerGB2018' }
    retentionInDays: 30
  }
}

// Workspace-based: classic Application Insights resources are retired.
resource insights 'Microsoft.Insights/components@2020-02-02' = {
  name: '${resourceBaseName}-insights'
  location: location
  kind: 'web'
  properties: {
    Application_Type: 'web'
    WorkspaceResourceId: logs.id
    IngestionMode: 'LogAnalytics'
  }
}

resource serverfarm 'Microsoft.Web/serverfarms@2022-09-01' = {
  name: resourceBaseName
  location: location
  kind: 'linux'
  sku: { name: webAppSku }
  properties: { reserved: true }
}

resource webApp 'Microsoft.Web/sites@2022-09-01' = {
  name: resourceBaseName
  location: location
  kind: 'app,linux'
  properties: {
    serverFarmId: serverfarm.id
    httpsOnly: true
    siteConfig: {
      linuxFxVersion: 'NODE|20-lts'
      alwaysOn: true
      ftpsState: 'Disabled'
      minTlsVersion: '1.2'
      appCommandLine: 'node dist/src/index.js'
      // Readiness, not liveness: an instance whose storage does not answer is taken out of rotation.
      healthCheckPath: '/readyz'
      appSettings: [
        { name: 'WEBSITE_RUN_FROM_PACKAGE', value: '1' }
        { name: 'SCM_DO_BUILD_DURING_DEPLOYMENT', value: 'false' }
        { name: 'BOT_ID', value: botAadAppClientId }
        { name: 'BOT_PASSWORD', value: botAadAppClientSecret }
        { name: 'BOT_TYPE', value: botType }
        { name: 'BOT_TENANT_ID', value: botTenantId }
        { name: 'PLANNER', value: planner }
        { name: 'OPENAI_API_KEY', value: openAiApiKey }
        { name: 'OPENAI_MODEL', value: openAiModel }
        { name: 'AZURE_OPENAI_API_KEY', value: azureOpenAiApiKey }
        { name: 'AZURE_OPENAI_ENDPOINT', value: azureOpenAiEndpoint }
        { name: 'AZURE_OPENAI_DEPLOYMENT', value: azureOpenAiDeployment }
        { name: 'STORAGE', value: 'azure-blob' }
        { name: 'AZURE_STORAGE_CONTAINER', value: stateContainer }
        { name: 'APPLICATIONINSIGHTS_CONNECTION_STRING', value: insights.properties.ConnectionString }
        {
          name: 'AZURE_STORAGE_CONNECTION_STRING'
          value: 'DefaultEndpointsProtocol=https;AccountName=${storage.name};AccountKey=${storage.listKeys().keys[0].value};EndpointSuffix=${environment().suffixes.storage}'
        }
      ]
    }
  }
}

module azureBotRegistration './botRegistration/azurebot.bicep' = {
  name: 'Azure-Bot-registration'
  params: {
    resourceBaseName: resourceBaseName
    botAadAppClientId: botAadAppClientId
    botAppDomain: webApp.properties.defaultHostName
    botDisplayName: botDisplayName
    botType: botType
    botTenantId: botTenantId
  }
}

output BOT_AZURE_APP_SERVICE_RESOURCE_ID string = webApp.id
output BOT_DOMAIN string = webApp.properties.defaultHostName
output BOT_ENDPOINT string = 'https://${webApp.properties.defaultHostName}'
